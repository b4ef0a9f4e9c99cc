// An integrator's endpoint for the webhook tests: an HTTP server on loopback that keeps every call it receives, and
// the check docs/admin.md#webhooks gives receivers (signature, age, repeats).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** The body exactly as it came (what the signature is over, after the id and the time). */
  raw: string;
  body: { event: string; kind: string; id: number; slug: string | null; at: string };
  receivedAt: number;
  /** Whether the exchange is over: answered, or the caller gave up on it. */
  settled: boolean;
}

export type Receiver = Awaited<ReturnType<typeof receiver>>;

/**
 * Listens on `host:port` (0: a free one); answers what `answer` says (it may also never answer), by default 200 with a
 * text over 512 bytes.
 */
export async function receiver(port = 0, host = '127.0.0.1', answer?: (res: ServerResponse, req: IncomingMessage) => void) {
  const calls: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const call: Received = { headers: req.headers, raw, body: JSON.parse(raw), receivedAt: Date.now(), settled: false };
      calls.push(call);
      res.on('close', () => (call.settled = true));
      if (answer) answer(res, req);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(LONG_ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    calls,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Calls it never answered end here.
        server.closeAllConnections();
      }),
  };
}

export const LONG_ANSWER = `accepted ${'x'.repeat(1000)}`;

const TOLERANCE_SECONDS = 5 * 60;

/**
 * The receiver's check that docs/admin.md#webhooks describes, step for step (signature over id, time and body; the time
 * within five minutes; an id not handled before), so that what integrators are told to do is tested.
 */
export function acceptWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: string,
  seen: Set<string>,
  now = Date.now(),
): 'ok' | 'bad signature' | 'too old' | 'repeat' {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${rawBody}`).digest();
  const signatures = String(headers['webhook-signature'] ?? '')
    .split(' ')
    .map((s) => s.split(','));
  const signed = signatures.some(([version, signature]) => {
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return 'bad signature';
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return 'too old';
  if (seen.has(id)) return 'repeat';
  seen.add(id);
  return 'ok';
}
