// Per-client limits on the public operations that cost something (sign-in, contact form), one set for REST and
// GraphQL alike. The counters are kept in this process's memory; `createLimiter` is the only place that picks a
// store, so a shared one (rate-limiter-flexible has PostgreSQL and Redis stores) can come in by configuration.
import { isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { appError } from './errors.js';

/** At most `points` in any window of `seconds`. */
export interface ThrottleRule {
  points: number;
  seconds: number;
}

export interface ThrottleLimits {
  /** Failed sign-ins per username and client; then even the right password waits for the window. */
  login: ThrottleRule;
  /** Failed sign-ins per client, whatever the usernames: a flood of guesses. */
  loginClient: ThrottleRule;
  /** Contact messages per client, each message counted (aliases of one request included). */
  contact: ThrottleRule;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  login: { points: 10, seconds: 15 * 60 },
  loginClient: { points: 50, seconds: 15 * 60 },
  contact: { points: 5, seconds: 10 * 60 },
};

function createLimiter(name: string, rule: ThrottleRule): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds });
}

export class Throttle {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, rule: ThrottleRule) {
    this.limiter = createLimiter(name, rule);
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

const perProcess = new WeakMap<ThrottleLimits, Throttles>();

/** One set of counters per configuration for the whole process (services are created per request). */
export function throttlesFor(limits: ThrottleLimits): Throttles {
  let throttles = perProcess.get(limits);
  if (!throttles) {
    throttles = {
      login: new Throttle('login', limits.login),
      loginClient: new Throttle('login-client', limits.loginClient),
      contact: new Throttle('contact', limits.contact),
    };
    perProcess.set(limits, throttles);
  }
  return throttles;
}

/**
 * Who a throttle counts: the request's address (req.ip: the socket's, or the one TRUST_PROXY's proxies reported).
 * An IPv6 client counts by its /64 network, since one subscriber usually holds a whole /64.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head, tail] = address.split('::') as [string, string | undefined];
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    const restSize = rest.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - restSize).fill('0'), ...rest);
  }
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}
