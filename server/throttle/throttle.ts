// Per-client limits on the public operations that cost something (sign-in, contact form), one set for REST and
// GraphQL alike. The counters live where THROTTLE_STORE says: the database's `throttle_counter` table (the
// default: every process on one database counts together, nothing new to run), Redis, or this process's memory.
// `createLimiter` is the only place that picks a store.
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import type { Knex } from '@mikro-orm/knex';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ThrottleLimits, ThrottleRule } from '../common/config.js';
import { appError } from '../common/errors.js';

/** Where counters are kept; a shared store falls back to this process's memory while it cannot be reached. */
export type ThrottleStore = { kind: 'memory' } | { kind: 'database'; knex: Knex; table: string } | { kind: 'redis'; client: Redis };

function createLimiter(name: string, rule: ThrottleRule, store: ThrottleStore): RateLimiterAbstract {
  const options = { keyPrefix: name, points: rule.points, duration: rule.seconds };
  if (store.kind === 'memory') return new RateLimiterMemory(options);
  // A database or Redis that is down must not stop sign-ins or the contact form (whose messages are then spooled):
  // this process counts alone until the store answers again.
  const insuranceLimiter = new RateLimiterMemory(options);
  if (store.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter });
  // The table comes from a migration (ThrottleCounter); expired rows are cleared by the limiter every 5 minutes.
  return new RateLimiterPostgres({
    ...options,
    storeClient: store.knex,
    storeType: 'knex',
    tableName: store.table,
    tableCreated: true,
    insuranceLimiter,
  });
}

export class Throttle {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, rule: ThrottleRule, store: ThrottleStore = { kind: 'memory' }) {
    this.limiter = createLimiter(name, rule, store);
  }

  /**
   * Counts one attempt for `key` before the work is done (so parallel requests cannot all slip through);
   * throws TOO_MANY_ATTEMPTS with `retryAfter` (seconds) once the window's budget is spent.
   */
  async take(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw appError('TOO_MANY_ATTEMPTS', `Too many attempts; try again in ${retryAfter} s`, { retryAfter });
    }
  }

  /**
   * Counts one request for `key` and says where its window stands (for RateLimit headers): whether it may go on, what
   * is left, and the seconds until the window starts again.
   */
  async use(key: string): Promise<{ allowed: boolean; remaining: number; resetSeconds: number }> {
    const state = (res: RateLimiterRes, allowed: boolean) => ({
      allowed,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
    try {
      return state(await this.limiter.consume(key), true);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return state(error, false);
    }
  }

  /** Gives back an attempt that should not count (a successful sign-in). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every attempt of `key`. */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export type Throttles = Record<keyof ThrottleLimits, Throttle>;

/** The process's throttles (made once at start; services are created per request and share them). */
export function createThrottles<K extends string>(
  limits: Record<K, ThrottleRule>,
  store: ThrottleStore = { kind: 'memory' },
): Record<K, Throttle> {
  // Counted under the name in kebab case (loginClient: login-client), as in the stores' keys.
  const entries = Object.entries<ThrottleRule>(limits).map(([name, rule]) => [
    name,
    new Throttle(
      name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      rule,
      store,
    ),
  ]);
  return Object.fromEntries(entries) as Record<K, Throttle>;
}

/**
 * Who a throttle counts: the request's address (req.ip: the socket's, or the one TRUST_PROXY's proxies reported).
 * An IPv6 client counts by its /64 network, since one subscriber usually holds a whole /64.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail] = address.split('::') as [string, string | undefined];
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    const restSize = rest.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - restSize).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
