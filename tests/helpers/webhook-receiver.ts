// An integrator's endpoint for the webhook tests: an HTTP server on loopback that keeps every call it receives.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** The body exactly as it came (what the signature is over). */
  raw: string;
  body: { event: string; kind: string; id: number; slug: string | null; at: string };
  receivedAt: number;
}

export type Receiver = Awaited<ReturnType<typeof receiver>>;

/** Listens on `host:port` (0: a free one); answers what `answer` says, by default 200 with a text over 512 bytes. */
export async function receiver(port = 0, host = '127.0.0.1', answer?: (res: ServerResponse) => void) {
  const calls: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, raw, body: JSON.parse(raw), receivedAt: Date.now() });
      if (answer) answer(res);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(LONG_ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { calls, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const LONG_ANSWER = `accepted ${'x'.repeat(1000)}`;
