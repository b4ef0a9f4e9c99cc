// Kept answers made again in the background, so that no visitor waits for a render after an edit: the key of a stale
// answer just served (server/cache/response-cache.ts), and after changes the most asked-for keys, are run again
// through the app in-process (light-my-request: no socket, no client), one at a time and within a share of the time,
// so that visitors' requests stay first. Their producers keep the new answer under the key, as for a visitor's request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import inject from 'light-my-request';
import { LRUCache } from 'lru-cache';
import { IN_PROCESS_ADDRESS } from '../throttle/client-concurrency.js';
import type { ContentCache } from './content-cache.js';
import { SETTLE_MS, type ContentVersion } from './content-version.js';
import { trackReads, type ReadSet } from './read-tracking.js';

/** What is needed to ask for a key's answer again: only what its key says (method, language, GraphQL variant, body). */
export interface Replay {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** How many of the most asked-for keys are made again after a change. */
const HOT_KEYS = 50;
/**
 * The share of the time the sweep may take: after a computation of d ms the next of its keys waits d * (1 / share - 1).
 * Visitors' requests come first; under load computations take longer and the sweep slows down with them. Keys a
 * visitor was answered stale for do not wait: their stale answer may be served for a few seconds only, after which a
 * visitor computes it and waits for it, at the same cost (`npm run load` with editors: that was most of the pages
 * visitors waited for).
 */
const BUSY_SHARE = 0.4;
/** A background request that has not ended by then is given up. */
const GIVE_UP_MS = 30_000;

type Dispatch = (req: IncomingMessage, res: ServerResponse) => void;

export class Revalidation {
  private readonly replays = new LRUCache<string, Replay>({ max: 4000 });
  /** Requests answered from memory per key, halved at each sweep: how hot a key is. */
  private readonly demand = new Map<string, number>();
  /**
   * Keys due to be made again: those visitors were just answered stale for, in the order they became due, then
   * those of the sweep. A key a visitor asks for while the sweep's is still queued moves to the first: its stale
   * answer may be served for a few seconds only, after which visitors wait for it.
   */
  private readonly wanted: string[] = [];
  private readonly swept: string[] = [];
  /** Keys waiting to be due, queued or being made. */
  private readonly pending = new Set<string>();
  private busy = false;
  /** The pause after a computation, before the sweep's next key (a wanted key ends it). */
  private resting: NodeJS.Timeout | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private dispatch: Dispatch | null = null;

  constructor(
    private readonly store: Pick<ContentCache<unknown>, 'outdatedFor'>,
    contentVersion: ContentVersion,
    /**
     * Gives a background request its key, as the front does to a visitor's, marked as made in the background; answers
     * the set its reads are recorded in.
     */
    private readonly mark: (req: IncomingMessage, res: ServerResponse, key: string) => ReadSet,
  ) {
    // One sweep for a burst of changes; with no stale window an edit is computed at the next request, as before.
    if (contentVersion.servesStaleAfterEdits)
      contentVersion.whenCommitted(() => (this.sweep ??= setTimeout(() => this.sweepHottest(), SETTLE_MS).unref()));
  }

  /** Where background requests go: the app behind the front. */
  through(dispatch: Dispatch): void {
    this.dispatch = dispatch;
  }

  /** The request that a key stands for, from a visitor's request that was given that key. */
  remember(key: string, replay: () => Replay): void {
    if (!this.replays.has(key)) this.replays.set(key, replay());
  }

  /** A kept answer was sent for `key`; a stale one is made again once it has settled. */
  served(key: string, stale: boolean): void {
    this.demand.set(key, (this.demand.get(key) ?? 0) + 1);
    if (!stale || !this.replays.has(key)) return;
    if (this.pending.has(key)) {
      const at = this.swept.indexOf(key);
      if (at >= 0) {
        this.wanted.push(...this.swept.splice(at, 1));
        this.wake();
      }
      return;
    }
    this.pending.add(key);
    const due = () => {
      this.wanted.push(key);
      this.wake();
    };
    const wait = SETTLE_MS - (this.store.outdatedFor(key) ?? SETTLE_MS);
    if (wait > 0) setTimeout(due, wait).unref();
    else due();
  }

  /** After changes: the hottest keys out of date are made again, before anyone asks. */
  private sweepHottest(): void {
    this.sweep = undefined;
    const hottest = [...this.demand]
      .filter(([key]) => this.replays.has(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, HOT_KEYS);
    for (const [key] of hottest) {
      if (this.pending.has(key) || this.store.outdatedFor(key) === undefined) continue;
      this.pending.add(key);
      this.swept.push(key);
    }
    for (const [key, n] of this.demand) {
      if (n < 2 || !this.replays.has(key)) this.demand.delete(key);
      else this.demand.set(key, n / 2);
    }
    this.pump();
  }

  /** A wanted key does not wait for the sweep's pause. */
  private wake(): void {
    if (this.resting) {
      clearTimeout(this.resting);
      this.resting = undefined;
      this.busy = false;
    }
    this.pump();
  }

  private pump(): void {
    if (this.busy) return;
    const key = this.wanted.shift() ?? this.swept.shift();
    if (key === undefined) return;
    const replay = this.replays.get(key);
    const dispatch = this.dispatch;
    if (!replay || !dispatch || this.store.outdatedFor(key) === undefined) {
      this.pending.delete(key);
      return this.pump();
    }
    this.busy = true;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const given = new Promise((resolve) => (timer = setTimeout(resolve, GIVE_UP_MS).unref()));
    const made = inject((req, res) => trackReads(this.mark(req, res, key), () => dispatch(req, res)), {
      ...replay,
      remoteAddress: IN_PROCESS_ADDRESS,
    });
    // A failure leaves the stale answer to its window; the next visitor's request tries again.
    Promise.race([made, given])
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        this.pending.delete(key);
        if (this.wanted.length) {
          this.busy = false;
          return this.pump();
        }
        this.resting = setTimeout(
          () => {
            this.resting = undefined;
            this.busy = false;
            this.pump();
          },
          (performance.now() - started) * (1 / BUSY_SHARE - 1),
        ).unref();
      });
  }
}
