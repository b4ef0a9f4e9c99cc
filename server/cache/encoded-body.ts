// A response body compressed for sending: server/cache/response-cache.ts keeps it and sends it as each client accepts
// it, so a kept answer costs no compression per request; compressSmallBodies does the same for an answer not kept.
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A kept body up to this size is compressed on the spot, synchronously, and only in the encodings asked for: a few
 * KiB compress in 30–130 µs, about what a trip through the thread pool costs in overhead alone (a product, a page of
 * cards). Larger ones (pages) are compressed in both encodings in the thread pool when made.
 */
const SMALL_BODY = 8 * 1024;
/**
 * An answer not kept, up to this size, is compressed on the spot, synchronously: compression()'s stream through the
 * thread pool took 360–470 µs of CPU for a 30 KiB list (85–135 µs of it on the main thread), and on two busy cores the
 * total is what counts. At brotli's quality 3 and gzip's level 4: on the same list (29.7 KB) quality 4 took 286 µs for
 * 10,403 bytes and 3 129 µs for 10,697 (3 % more), gzip 6 315 µs for 10,273 bytes and 4 200 µs for 10,520.
 */
const ON_THE_SPOT = 64 * 1024;
/** Smaller bodies are sent as they are: compression would save a packet at most (compression's own threshold). */
const WORTH_COMPRESSING = 1024;

// Kept: quality 6, most of brotli's gain over gzip at a small part of the cost of its maximum (11). Sent once: 3.
const brotliOptions = (size: number, quality = 6) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP_OPTIONS = { level: 9 };
const ONCE_GZIP_OPTIONS = { level: 4 };
const ONCE_BROTLI_QUALITY = 3;

export interface EncodedBody {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

/**
 * A body whose encodings are each made the first time a client asks for it (most are only ever sent in one); `once`:
 * it is sent once, not kept, so quickly made beats small.
 */
class OnDemand implements EncodedBody {
  private brotli?: Buffer;
  private gzipped?: Buffer;

  constructor(
    readonly identity: Buffer,
    private readonly once = false,
  ) {}

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.identity, brotliOptions(this.identity.length, this.once ? ONCE_BROTLI_QUALITY : 6)));
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.identity, this.once ? ONCE_GZIP_OPTIONS : GZIP_OPTIONS));
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
 * Sends a whole body up to ON_THE_SPOT (an API's JSON, a GraphQL answer) compressed on the spot, ahead of
 * compression(), which streams every body through the thread pool and then leaves it alone, being already encoded.
 * Bodies it does not handle (larger, streamed, of other types) still go through compression().
 */
export function compressSmallBodies(): RequestHandler {
  return (req, res, next) => {
    const send = res.send;
    res.send = function (this: typeof res, body?: unknown) {
      if ((typeof body === 'string' || Buffer.isBuffer(body)) && req.method !== 'HEAD' && !res.getHeader('content-encoding')) {
        // As res.send would type it, before choosing by type.
        if (typeof body === 'string' && !res.getHeader('content-type')) res.type('html');
        const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
        if (size >= WORTH_COMPRESSING && size <= ON_THE_SPOT && COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) {
          res.vary('Accept-Encoding');
          const encoding = acceptedEncoding(req);
          if (encoding !== 'identity') {
            const encoded = new OnDemand(typeof body === 'string' ? Buffer.from(body) : body, true)[encoding];
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
