// A response body compressed once, when it is made; server/cache/response-cache.ts sends it as each client accepts
// it, so a kept answer costs no compression per request.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function encodeBody(text: string | Buffer): Promise<EncodedBody> {
  const identity = typeof text === 'string' ? Buffer.from(text) : text;
  const [br, gz] = await Promise.all([
    // Quality 6: most of brotli's gain over gzip at a small part of the cost of its maximum (11).
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, gzip: gz, br };
}

export const encodedSize = (body: EncodedBody) => body.identity.length + body.gzip.length + body.br.length;
