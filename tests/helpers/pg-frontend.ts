// Reads what a client sends a PostgreSQL server (the frontend protocol, v3) and reports each statement it runs: a
// simple Query ('Q'), or an Execute ('E') of the extended protocol (node-pg: Parse, Bind, Describe, Execute, Sync).
// A statement's text is known from the Parse of the prepared statement its portal was bound to.

/** Request codes of the untyped messages a connection may open with, before (or instead of) its StartupMessage. */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

export class FrontendStatements {
  private buffer: Buffer = Buffer.alloc(0);
  /** No type byte until the StartupMessage went through. */
  private startup = true;
  private readonly prepared = new Map<string, string>();
  private readonly portals = new Map<string, string>();

  constructor(private readonly onStatement: (text: string) => void) {}

  /** Feeds the next bytes of the connection, in order; messages may be split across or packed into chunks. */
  push(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const header = this.startup ? 0 : 1;
      if (this.buffer.length < header + 4) return;
      const total = header + this.buffer.readInt32BE(header);
      if (this.buffer.length < total) return;
      const message = this.buffer.subarray(0, total);
      this.buffer = this.buffer.subarray(total);
      if (this.startup) this.opening(message);
      else this.typed(String.fromCharCode(message[0]), message.subarray(5));
    }
  }

  private opening(message: Buffer): void {
    const code = message.length >= 8 ? message.readInt32BE(4) : 0;
    // The server answers an SSL or GSS request with one byte and the client then sends its StartupMessage.
    if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.startup = false;
  }

  private typed(type: string, body: Buffer): void {
    const [first, afterFirst] = cString(body, 0);
    if (type === 'Q') this.onStatement(first);
    else if (type === 'P') this.prepared.set(first, cString(body, afterFirst)[0]);
    else if (type === 'B') this.portals.set(first, this.prepared.get(cString(body, afterFirst)[0]) ?? '(unknown prepared statement)');
    else if (type === 'E') this.onStatement(this.portals.get(first) ?? '(unknown portal)');
  }
}

/** The NUL-terminated string at `from`, and the offset after its NUL. */
function cString(body: Buffer, from: number): [string, number] {
  const end = body.indexOf(0, from);
  const stop = end < 0 ? body.length : end;
  return [body.toString('utf8', from, stop), stop + 1];
}
