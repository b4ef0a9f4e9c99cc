import { LRUCache } from 'lru-cache';
import type { ContentVersion } from '../db/content-version.js';

export interface ContentCacheOptions<V> {
  max: number;
  maxBytes: number;
  sizeOf(value: V): number;
  /** How long a value is served at all: bounds staleness when several processes share one database. */
  ttlMs: number;
}

interface Entry<V> {
  version: number;
  at: number;
  value: V;
}

/** What `done` is told: the computed value and whether it may be kept and shared (false: it had errors). */
export type Finish<V> = (value: V, keep: boolean) => void;

/**
 * Values computed from public content (pages, query results, PDFs), each stamped with the content version it was
 * computed at. A value is served while that version is current and it is younger than the TTL. Requests for the
 * same key at the same version share one computation, so an edit does not set off one render per visitor. The
 * last good value of a key stays, whatever its version, to be served when computing fails because the database is
 * down (stale-if-error); a failed computation is never kept.
 */
export class ContentCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** Computations under way, by `<version> <key>`: resolve to the value, or undefined when it was not kept. */
  private readonly running = new Map<string, Promise<V | undefined>>();

  constructor(
    private readonly contentVersion: ContentVersion,
    private readonly options: ContentCacheOptions<V>,
  ) {
    this.entries = new LRUCache({ max: options.max, maxSize: options.maxBytes, sizeCalculation: (e) => Math.max(1, options.sizeOf(e.value)) });
  }

  /** The value if it is current. */
  fresh(key: string): V | undefined {
    const entry = this.entries.get(key);
    const current = entry && entry.version === this.contentVersion.current && Date.now() - entry.at < this.options.ttlMs;
    return current ? entry.value : undefined;
  }

  /** The last good value of the key, however old. */
  lastGood(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** A computation of the key already running at the current version (undefined when it ends without a value to share). */
  inFlight(key: string): Promise<V | undefined> | undefined {
    return this.running.get(`${this.contentVersion.current} ${key}`);
  }

  /**
   * Registers the caller's computation of `key` at the current version; whoever asks meanwhile waits for it. The
   * caller must call the returned `done` exactly once. A value is kept only when its computation had no errors
   * and content did not change meanwhile (it might mix old and new rows): it is then served to its own request only.
   */
  start(key: string): Finish<V> {
    const version = this.contentVersion.current;
    const flight = `${version} ${key}`;
    let release!: (value: V | undefined) => void;
    const promise = new Promise<V | undefined>((resolve) => (release = resolve));
    this.running.set(flight, promise);
    return (value, keep) => {
      if (this.running.get(flight) === promise) this.running.delete(flight);
      const kept = keep && this.contentVersion.current === version;
      if (kept) this.entries.set(key, { version, at: Date.now(), value });
      release(keep ? value : undefined);
    };
  }

  /** The value at the current version: from memory, from the computation under way, or computed now. */
  async get(key: string, compute: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.fresh(key);
    if (hit !== undefined) return hit;
    const shared = await this.inFlight(key);
    if (shared !== undefined) return shared;
    const done = this.start(key);
    let value: V;
    try {
      value = await compute();
    } catch (error) {
      done(undefined as V, false);
      throw error;
    }
    done(value, keep(value));
    return value;
  }
}
