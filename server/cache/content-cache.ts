import { LRUCache } from 'lru-cache';
import { SETTLE_MS, type ContentVersion } from './content-version.js';
import { currentReads, ReadSet, trackReads, type Reads } from './read-tracking.js';

export interface ContentCacheOptions<V> {
  max: number;
  maxBytes: number;
  sizeOf(value: V): number;
  /**
   * How long a value is served at all: bounds staleness when several processes share one database. Each value gets
   * between TTL_SPREAD of it and all of it, so that values computed together (a burst of visitors after a start) do
   * not all expire in the same second and have to be computed again at once.
   */
  ttlMs: number;
}

/** The shortest share of the TTL a value gets (see ContentCacheOptions.ttlMs). */
const TTL_SPREAD = 0.75;

interface Entry<V> {
  version: number;
  at: number;
  /** Its own TTL. */
  ttl: number;
  value: V;
  /** What computing it read (server/cache/read-tracking.ts): only a change that touched it outdates it. */
  reads: Reads;
  /** No change up to this version touched what it read (saves looking at those changes again). */
  checked: number;
}

/** What `done` is told: the computed value and whether it may be kept and shared (false: it had errors). */
export type Finish<V> = (value: V, keep: boolean) => void;

/** One key's computation under way, and the one queued behind it for requests that came after content changed. */
interface Runner<V> {
  version: number;
  result: Promise<V>;
  /** What the computation read, once it is done. */
  reads: ReadSet;
  next?: Promise<Runner<V>>;
}

export interface Answer<V> {
  value: V;
  /** The last good value, given because computing a current one failed or took longer than `staleAfterMs`. */
  stale: boolean;
}

/**
 * Values computed from public content (pages, query results, PDFs), each stamped with the content version it was
 * computed at and with what computing it read (server/cache/read-tracking.ts). A value is served while no change
 * since that version touched what it read and it is younger than its TTL; for a few seconds after that, unless
 * content was taken away since, it is served as stale while it is computed again
 * (stale-while-revalidate). The last good value of a key stays, whatever its version, to be served when computing
 * fails because the database is down (stale-if-error), unless content was taken away since; a failed computation is
 * never kept.
 *
 * Two ways to compute, both sharing one computation among simultaneous requests so that an edit does not set off one
 * computation per visitor: `get` runs at most one computation per key at a time (a request that arrives after
 * content changed waits for the one under way, then for one more that starts after it, so it sees the change), and
 * `start`/`inFlight` share one computation per key and content version, for a caller that computes by itself (the
 * GraphQL query cache, whose computation is Apollo's execution).
 */
export class ContentCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly runners = new Map<string, Runner<V>>();
  /** For `start`/`inFlight`, by `<version> <key>`: resolve to the value and what it read, or undefined when it was not kept. */
  private readonly running = new Map<string, Promise<{ value: V; reads: Reads } | undefined>>();
  /** Keys whose stale value is to be computed again once settled (`get`). */
  private readonly settling = new Set<string>();

  constructor(
    private readonly contentVersion: ContentVersion,
    private readonly options: ContentCacheOptions<V>,
  ) {
    this.entries = new LRUCache({
      max: options.max,
      maxSize: options.maxBytes,
      sizeCalculation: (e) => Math.max(1, options.sizeOf(e.value)),
    });
  }

  /** The value if it is current. Whoever reads a kept value reads what it was computed from (read-tracking.ts). */
  fresh(key: string): V | undefined {
    if (!this.contentVersion.cachesEnabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || !this.current(entry)) return undefined;
    currentReads()?.addAll(entry.reads);
    return entry.value;
  }

  /** Younger than the TTL, and no change since its version touched what it read. */
  private current(entry: Entry<V>): boolean {
    if (Date.now() - entry.at >= entry.ttl) return false;
    const now = this.contentVersion.current;
    if (entry.checked === now) return true;
    if (this.contentVersion.changedAt(entry.checked, entry.reads) !== undefined) return false;
    entry.checked = now;
    return true;
  }

  /**
   * The value if it is current, or else if it may still be served while a current one is made (stale: content
   * changed without taking anything away, or its TTL ran out, a few seconds ago; server/cache/content-version.ts).
   */
  servable(key: string): Answer<V> | undefined {
    if (!this.contentVersion.cachesEnabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const current = this.current(entry);
    if (!current && !this.contentVersion.servable(entry.checked, entry.at, entry.ttl, entry.reads)) return undefined;
    currentReads()?.addAll(entry.reads);
    return { value: entry.value, stale: !current };
  }

  /**
   * Keeps a value computed from content at `version` (from `current` when its computation began). Content may have
   * changed meanwhile (the value may mix old and new rows): it is then kept as of `version`, out of date at once, so
   * it is only served as stale while no removal happened since, and computed again. `reads`: what computing it
   * read (by default everything: any change outdates it).
   */
  set(key: string, value: V, version: number, reads: Reads = null): void {
    if (!this.contentVersion.cachesEnabled || !this.contentVersion.untouchedSince(version)) return;
    const kept = this.entries.peek(key);
    if (!kept || kept.version <= version)
      this.entries.set(key, {
        version,
        at: Date.now(),
        ttl: this.options.ttlMs * (TTL_SPREAD + (1 - TTL_SPREAD) * Math.random()),
        value,
        reads,
        checked: version,
      });
  }

  /** The last good value of the key, however old, unless content was taken away since it was computed. */
  lastGood(key: string): V | undefined {
    const entry = this.entries.peek(key);
    if (!entry || !this.contentVersion.untouchedSince(entry.version)) return undefined;
    currentReads()?.addAll(entry.reads);
    return entry.value;
  }

  /** Keys of kept values, the most recently used first. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** How long ago the key's kept value went out of date (undefined: none kept, or it is current). */
  outdatedFor(key: string): number | undefined {
    const entry = this.entries.peek(key);
    if (!entry) return undefined;
    const age = Date.now() - this.contentVersion.outdatedAt(entry.checked, entry.at, entry.ttl, entry.reads);
    return age >= 0 ? age : undefined;
  }

  /**
   * The value at the current version, from memory or computed. `keep` says whether a computed value may be kept (no
   * errors). A value that may still be served while it is computed again (`servable`) is answered at once, marked
   * stale, and computed in the background SETTLE_MS after it went out of date, unless `revalidate` is false (the
   * background computation itself). With
   * `staleAfterMs`, a request that would wait longer for its computation gets the last good value instead, if there
   * is one (the computation goes on for those who come after): under more load than the CPU can render, pages show
   * their previous copy for a moment rather than time out.
   */
  async get(
    key: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean,
    staleAfterMs?: number,
    revalidate = true,
  ): Promise<Answer<V>> {
    if (!this.contentVersion.cachesEnabled) return { value: await compute(), stale: false };
    const hit = this.fresh(key);
    if (hit !== undefined) return { value: hit, stale: false };
    const kept = revalidate ? this.servable(key) : undefined;
    if (kept) {
      this.settle(key, () => void this.computation(key, compute, keep).catch(() => undefined));
      return kept;
    }
    const result = this.computation(key, compute, keep);
    const stale = this.lastGood(key);
    if (staleAfterMs === undefined || stale === undefined) return { value: await result, stale: false };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Answer<V>>((resolve) => (timer = setTimeout(() => resolve({ value: stale, stale: true }), staleAfterMs)));
    result.catch(() => undefined);
    try {
      return await Promise.race([result.then((value) => ({ value, stale: false })), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs `recompute` once the key's value has been out of date for SETTLE_MS (once per key however often asked). */
  private settle(key: string, recompute: () => void): void {
    if (this.settling.has(key)) return;
    this.settling.add(key);
    const wait = SETTLE_MS - (this.outdatedFor(key) ?? SETTLE_MS);
    setTimeout(
      () => {
        this.settling.delete(key);
        if (!this.fresh(key)) recompute();
      },
      Math.max(0, wait),
    ).unref();
  }

  /**
   * A computation of `key` that started after this request arrived, or is at the current version; the caller
   * (if it is itself computing a kept answer) reads what the computation read.
   */
  private computation(key: string, compute: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
    const reader = currentReads();
    const runner = this.runners.get(key);
    const chosen =
      runner?.version === this.contentVersion.current
        ? Promise.resolve(runner)
        : runner
          ? (runner.next ??= runner.result
              .then(
                () => undefined,
                () => undefined,
              )
              .then(() => this.run(key, compute, keep)))
          : Promise.resolve(this.run(key, compute, keep));
    return chosen.then(async (r) => {
      const value = await r.result;
      reader?.addAll(r.reads.reads);
      return value;
    });
  }

  private run(key: string, compute: () => Promise<V>, keep: (value: V) => boolean): Runner<V> {
    const version = this.contentVersion.current;
    const reads = new ReadSet();
    const runner: Runner<V> = { version, reads, result: Promise.resolve().then(() => trackReads(reads, compute)) };
    this.runners.set(key, runner);
    // A queued computation replaces this runner itself when it starts.
    const finished = () => {
      if (this.runners.get(key) === runner && !runner.next) this.runners.delete(key);
    };
    runner.result
      .then((value) => {
        if (keep(value)) this.set(key, value, version, reads.reads);
      })
      .catch(() => undefined)
      .finally(finished);
    return runner;
  }

  /** A computation of the key already running at the current version (undefined when it ends without a value to share). */
  inFlight(key: string): Promise<V | undefined> | undefined {
    if (!this.contentVersion.cachesEnabled) return undefined;
    const flight = this.running.get(`${this.contentVersion.current} ${key}`);
    if (!flight) return undefined;
    const reader = currentReads();
    return flight.then((done) => {
      if (done) reader?.addAll(done.reads);
      return done?.value;
    });
  }

  /**
   * Registers the caller's computation of `key` at the current version; whoever asks meanwhile waits for it. The
   * caller must call the returned `done` exactly once. A value is kept only when its computation had no errors, as
   * of the version it began at (see `set`), with what the caller's computation read: the reads recorded for the
   * current computation of a kept answer (server/cache/read-tracking.ts), or everything when there is none.
   */
  start(key: string): Finish<V> {
    if (!this.contentVersion.cachesEnabled) return () => undefined;
    const version = this.contentVersion.current;
    const flight = `${version} ${key}`;
    const reader = currentReads();
    let release!: (done: { value: V; reads: Reads } | undefined) => void;
    const promise = new Promise<{ value: V; reads: Reads } | undefined>((resolve) => (release = resolve));
    this.running.set(flight, promise);
    return (value, keep) => {
      if (this.running.get(flight) === promise) this.running.delete(flight);
      const reads = reader?.reads ?? null;
      if (keep) this.set(key, value, version, reads);
      release(keep ? { value, reads } : undefined);
    };
  }
}
