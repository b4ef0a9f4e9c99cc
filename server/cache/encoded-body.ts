// A response body compressed for sending: server/cache/response-cache.ts keeps it and sends it as each client accepts
// it, so a kept answer costs no compression per request; compressSmallBodies does the same for an answer not kept.
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Bodies up to this size are compressed on the spot, synchronously, and only in the encodings asked for: a few KiB
 * compress in 30–130 µs, where a compression stream or a trip through the thread pool costs about as much in overhead
 * alone (a product, a page of cards). Larger ones go to the thread pool: a 30 KiB list compressed here took a third
 * of the main thread's time under load.
 */
export const SMALL_BODY = 8 * 1024;
/** Smaller bodies are sent as they are: compression would save a packet at most (compression's own threshold). */
const WORTH_COMPRESSING = 1024;

// Quality 6: most of brotli's gain over gzip at a small part of the cost of its maximum (11).
const brotliOptions = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
const GZIP_OPTIONS = { level: 9 };

export interface EncodedBody {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

/** A small body: each encoding is made the first time a client asks for it (most are only ever sent in one). */
class OnDemand implements EncodedBody {
  private brotli?: Buffer;
  private gzipped?: Buffer;

  constructor(readonly identity: Buffer) {}

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.identity, brotliOptions(this.identity.length)));
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.identity, GZIP_OPTIONS));
  }
}

export async function encodeBody(text: string | Buffer): Promise<EncodedBody> {
  const identity = typeof text === 'string' ? Buffer.from(text) : text;
  if (identity.length <= SMALL_BODY) return new OnDemand(identity);
  const [br, gz] = await Promise.all([brotli(identity, brotliOptions(identity.length)), gzipped(identity, GZIP_OPTIONS)]);
  return { identity, gzip: gz, br };
}

/** What a kept body may take in memory (a small one's encodings, made later, are counted as up to its own size). */
export const encodedSize = (body: EncodedBody) =>
  body instanceof OnDemand ? body.identity.length * 2 : body.identity.length + body.gzip.length + body.br.length;

/** The encoding to send a client: brotli when it takes it, else gzip, else none. */
export function acceptedEncoding(req: IncomingMessage): keyof EncodedBody {
  const accepted = req.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.-]+\+)?json\b)/;

/**
 * Sends a small whole body (an API's JSON, a GraphQL answer) compressed on the spot, ahead of compression(), which
 * streams every body through the thread pool and then leaves it alone, being already encoded. Bodies it does not
 * handle (large, streamed, of other types) still go through compression().
 */
export function compressSmallBodies(): RequestHandler {
  return (req, res, next) => {
    const send = res.send;
    res.send = function (this: typeof res, body?: unknown) {
      if ((typeof body === 'string' || Buffer.isBuffer(body)) && req.method !== 'HEAD' && !res.getHeader('content-encoding')) {
        // As res.send would type it, before choosing by type.
        if (typeof body === 'string' && !res.getHeader('content-type')) res.type('html');
        const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
        if (size >= WORTH_COMPRESSING && size <= SMALL_BODY && COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) {
          res.vary('Accept-Encoding');
          const encoding = acceptedEncoding(req);
          if (encoding !== 'identity') {
            const encoded = new OnDemand(typeof body === 'string' ? Buffer.from(body) : body)[encoding];
            res.setHeader('content-encoding', encoding);
            return send.call(this, encoded);
          }
        }
      }
      return send.call(this, body);
    } as typeof res.send;
    next();
  };
}
