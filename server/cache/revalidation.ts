// Kept answers made again in the background, so that no visitor waits for a render after an edit: the key of a stale
// answer just served (server/cache/response-cache.ts), and after every change the most asked-for keys, are run again
// through the app in-process (light-my-request: no socket, no client), a couple at a time so that visitors' requests
// stay first. Their producers keep the new answer under the key, as for a visitor's request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import inject from 'light-my-request';
import { LRUCache } from 'lru-cache';
import type { ContentCache } from './content-cache.js';
import type { ContentVersion } from './content-version.js';

/** What is needed to ask for a key's answer again: only what its key says (method, language, GraphQL variant, body). */
export interface Replay {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** How many of the most asked-for keys are made again after a change. */
const HOT_KEYS = 50;
/** Background computations at once: the rest of the CPU is the visitors'. */
const AT_ONCE = 2;
/** A background request that has not ended by then is given up (its slot freed). */
const GIVE_UP_MS = 30_000;
/**
 * The address background requests come from, for the per-client limits (server/throttle/client-concurrency.ts): no
 * real peer has it, so they never take a visitor's slots nor a visitor theirs.
 */
const BACKGROUND_ADDRESS = '0.0.0.0';

type Dispatch = (req: IncomingMessage, res: ServerResponse) => void;

export class Revalidation {
  private readonly replays = new LRUCache<string, Replay>({ max: 4000 });
  /** Requests answered from memory per key since the last change, halved at each change: how hot a key is. */
  private readonly demand = new Map<string, number>();
  private readonly queue: string[] = [];
  /** Keys queued or being made. */
  private readonly pending = new Set<string>();
  private running = 0;
  private dispatch: Dispatch | null = null;

  constructor(
    private readonly store: Pick<ContentCache<unknown>, 'isCurrent'>,
    contentVersion: ContentVersion,
    /** Gives a background request its key, as the front does to a visitor's, marked as made in the background. */
    private readonly mark: (req: IncomingMessage, res: ServerResponse, key: string) => void,
  ) {
    contentVersion.whenCommitted(() => setImmediate(() => this.afterChange()));
  }

  /** Where background requests go: the app behind the front. */
  through(dispatch: Dispatch): void {
    this.dispatch = dispatch;
  }

  /** The request that a key stands for, from a visitor's request that was given that key. */
  remember(key: string, replay: () => Replay): void {
    if (!this.replays.has(key)) this.replays.set(key, replay());
  }

  /** A kept answer was sent for `key`; a stale one is made again at once (before the hot keys). */
  served(key: string, stale: boolean): void {
    this.demand.set(key, (this.demand.get(key) ?? 0) + 1);
    if (stale) this.request(key, true);
  }

  /** Content changed: the hottest keys are made again, before anyone asks. */
  private afterChange(): void {
    const hottest = [...this.demand].filter(([key]) => this.replays.has(key)).sort((a, b) => b[1] - a[1]).slice(0, HOT_KEYS);
    for (const [key] of hottest) this.request(key, false);
    for (const [key, n] of this.demand) {
      if (n < 2 || !this.replays.has(key)) this.demand.delete(key);
      else this.demand.set(key, n / 2);
    }
  }

  private request(key: string, first: boolean): void {
    if (this.pending.has(key) || !this.replays.has(key)) return;
    this.pending.add(key);
    if (first) this.queue.unshift(key);
    else this.queue.push(key);
    this.pump();
  }

  private pump(): void {
    while (this.running < AT_ONCE && this.queue.length) {
      const key = this.queue.shift()!;
      const replay = this.replays.get(key);
      const dispatch = this.dispatch;
      if (!replay || !dispatch || this.store.isCurrent(key)) {
        this.pending.delete(key);
        continue;
      }
      this.running += 1;
      let timer: NodeJS.Timeout | undefined;
      const given = new Promise((resolve) => (timer = setTimeout(resolve, GIVE_UP_MS).unref()));
      const made = inject((req, res) => {
        this.mark(req, res, key);
        dispatch(req, res);
      }, { ...replay, remoteAddress: BACKGROUND_ADDRESS });
      // A failure leaves the stale answer to its window; the next visitor's request tries again.
      Promise.race([made, given]).catch(() => undefined).finally(() => {
        clearTimeout(timer);
        this.running -= 1;
        this.pending.delete(key);
        this.pump();
      });
    }
  }
}
