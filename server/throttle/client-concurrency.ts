// How much of the database one client may keep busy at once: a few of its requests run, a few more wait their
// turn, and any beyond those are refused (TOO_MANY_ATTEMPTS, 429) instead of queueing for the shared connection pool
// ahead of everyone else. Answers kept in the response cache never come this far, so ordinary browsing never counts.

export interface ConcurrencyLimits {
  /** Requests of one client being worked on at once. */
  running: number;
  /** Requests of one client waiting for one of those to finish; more are refused. */
  waiting: number;
}

/**
 * Anonymous GraphQL requests that reach the database (server/graphql/http.ts): 4 of one client's at once and up to
 * 64 in line, so one client keeps at most 4 of the pool's 10 connections busy, whatever it sends.
 */
export const ANONYMOUS_CONCURRENCY: ConcurrencyLimits = { running: 4, waiting: 64 };

/**
 * Pages rendered for one client because no kept copy answers them (server/web/ssr.ts): 2 at once, since a render is
 * CPU work on the process's one thread (and pages a client is already waiting for are joined, not rendered again),
 * and up to 32 in line, which a browser, or an office behind one address, never fills.
 */
export const UNCACHED_PAGE_CONCURRENCY: ConcurrencyLimits = { running: 2, waiting: 32 };

/**
 * The address of the requests the server makes to itself (light-my-request): pages made again in the background, the
 * redirect rules asking how a path is answered. No real peer has it, so they never take a visitor's place nor a
 * visitor theirs.
 */
export const IN_PROCESS_ADDRESS = '0.0.0.0';

interface ClientState {
  running: number;
  queue: Array<() => void>;
}

export class ClientConcurrency {
  private readonly clients = new Map<string, ClientState>();

  constructor(private readonly limits: ConcurrencyLimits) {}

  /**
   * Resolves, once the client `key` may go ahead, with the function to call when its request is done (once); with
   * null at once when the client already has `running` requests under way and `waiting` more in line.
   */
  async enter(key: string): Promise<(() => void) | null> {
    let state = this.clients.get(key);
    if (!state) this.clients.set(key, (state = { running: 0, queue: [] }));
    if (state.running < this.limits.running) state.running += 1;
    else if (state.queue.length >= this.limits.waiting) return null;
    // A finishing request hands its place straight to the next in line.
    else await new Promise<void>((resolve) => state.queue.push(resolve));
    let done = false;
    const client = state;
    return () => {
      if (done) return;
      done = true;
      const next = client.queue.shift();
      if (next) return next();
      client.running -= 1;
      if (client.running === 0) this.clients.delete(key);
    };
  }
}
