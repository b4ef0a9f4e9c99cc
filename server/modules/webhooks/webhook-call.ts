// One call of a webhook over HTTP(S): to the address its target was checked at, signed, bounded in time, redirects
// not followed, and only the first bytes of the answer read.
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * The headers that authenticate one attempt, as Standard Webhooks (standardwebhooks.com) has them: `webhook-id` (the
 * delivery's id, the same on every attempt), `webhook-timestamp` (this attempt's time, Unix seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed with the secret's UTF-8 bytes. The
 * id and the time are inside what is signed, so a receiver that refuses old timestamps and ids it has already handled
 * cannot be made to act on a recorded call again.
 */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

export interface CallResult {
  /** The answer's status; null when none came (refused, reset, timed out). */
  status: number | null;
  /** The first bytes of the answer, as text. */
  preview: string | null;
  /** Why no answer came: an error code such as ECONNREFUSED or TIMEOUT. */
  error: string | null;
}

export interface Call {
  url: URL;
  /** The checked address: the connection goes there whatever the host name resolves to by then. */
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  previewBytes: number;
}

/** PostgreSQL text cannot hold NUL: an answer's preview drops it (and anything that is not text is replaced). */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is dropped
const previewText = (bytes: Buffer) => bytes.toString('utf8').replace(/\u0000/g, '');

export function callWebhook(call: Call): Promise<CallResult> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: call.address, family: call.family },
      ]);
    else callback(null, call.address, call.family);
  };
  const send = call.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    const answered = (): CallResult => ({
      status,
      preview: previewText(Buffer.concat(chunks).subarray(0, call.previewBytes)),
      error: null,
    });
    const finish = (result: CallResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve(result);
    };
    const req = send(
      call.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) },
        // No keep-alive pool: each call connects to the address checked for it.
        agent: false,
      },
      (res: IncomingMessage) => {
        status = res.statusCode ?? null;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= call.previewBytes) finish(answered());
        });
        res.on('end', () => finish(answered()));
        res.on('error', () => finish(answered()));
      },
    );
    // The whole call, connecting included: a target that accepts and never answers holds no slot for long (one that
    // answered and then stalls its body has answered).
    const deadline = setTimeout(
      () => finish(status === null ? { status: null, preview: null, error: 'TIMEOUT' } : answered()),
      call.timeoutMs,
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(status === null ? { status: null, preview: null, error: error.code ?? error.message.slice(0, 200) } : answered()),
    );
    req.end(call.body);
  });
}
