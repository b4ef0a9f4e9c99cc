// The load behind `npm run load` and tests/server/load.test.ts. Visitors (autocannon, one connection each) browse
// as a browser does (tests/bench/load-site.ts): an SSR landing page with its assets and images, then client-side
// navigations that send the pages' own GraphQL operations, images, downloads, a few REST reads and dead links.
// Admin writers (fetch loops, one sign-in each) open, save and read back their own product and blog post; at the
// end every record must show its last acknowledged save.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ADMIN } from '../helpers/server.js';
import { call, clientOperations, discover, JOURNEY_STEPS, journey, warmUp, type Site, type Step, type Target } from './load-site.js';
import { runWriter } from './load-writers.js';

export interface LoadOptions extends Target {
  /** How long all visitors browse, after the ramp-up. */
  seconds: number;
  visitors: number;
  /** Over how many seconds the visitors arrive (evenly, a group a second). */
  rampUpSeconds: number;
  writers: number;
  /** An editor's pause between two saves. */
  savePauseMs: number;
  /** Render every page once (both languages) before the clock starts, as a deployment that primes its cache. */
  warmUp: boolean;
}
export interface Latency {
  kind: string;
  requests: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
export interface LoadReport {
  options: Omit<LoadOptions, 'url'>;
  warmUp?: { pages: number; seconds: number };
  requests: number;
  /** Unexpected statuses, GraphQL errors, timeouts and socket errors, visitors' and writers' together. */
  errors: number;
  timeouts: number;
  socketErrors: number;
  saves: number;
  /** Acknowledged saves not read back with their value, right after the save or at the end. */
  lostWrites: number;
  /** Pages answered with their previous copy (x-page-cache: STALE): after an edit while rendered again in the background, or after 2 s of waiting (server/web/ssr.ts). */
  stalePages: number;
  /** Pages rendered while the visitor waited (x-page-cache: MISS). */
  renderedPages: number;
  kinds: Latency[];
  overall: Latency;
  /** Server-rendered landings together (home page and other pages). */
  pages: Latency;
  /** The first few failures, to say what went wrong, and when failures happened (seconds into the run). */
  samples: string[];
  failureWindow?: [number, number];
}

/** The server-rendered landings (journey() in tests/bench/load-site.ts): what an edit makes render again. */
const PAGE_KINDS = ['home page', 'page'];

export class Recorder {
  private latencies = new Map<string, { times: number[]; errors: number }>();
  samples: string[] = [];
  /** Seconds into the run of the first and the last failure. */
  failureWindow: [number, number] | undefined;
  started = performance.now();
  record(kind: string, ms: number, failure?: string): void {
    const entry = this.latencies.get(kind) ?? { times: [], errors: 0 };
    this.latencies.set(kind, entry);
    entry.times.push(ms);
    if (failure) this.fail(failure, entry);
  }
  fail(failure: string, entry?: { errors: number }): void {
    if (entry) entry.errors += 1;
    const at = Math.round((performance.now() - this.started) / 100) / 10;
    this.failureWindow = [this.failureWindow?.[0] ?? at, at];
    if (this.samples.length < 10 && !this.samples.includes(failure)) this.samples.push(failure);
  }
  async timed<T>(kind: string, who: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await work();
      this.record(kind, performance.now() - started);
      return result;
    } catch (error) {
      this.record(kind, performance.now() - started, `${who} ${kind}: ${(error as Error).message}`);
      throw error;
    }
  }
  summary(): { kinds: Latency[]; overall: Latency; pages: Latency } {
    const stats = (kind: string, times: number[], errors: number): Latency => {
      const sorted = Float64Array.from(times).sort();
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
      return { kind, requests: times.length, errors, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
    };
    const entries = [...this.latencies].sort(([a], [b]) => a.localeCompare(b));
    const pages = entries.filter(([kind]) => PAGE_KINDS.includes(kind));
    return {
      pages: stats(
        'pages',
        pages.flatMap(([, e]) => e.times),
        pages.reduce((n, [, e]) => n + e.errors, 0),
      ),
      kinds: entries.map(([kind, e]) => stats(kind, e.times, e.errors)),
      overall: stats(
        'overall',
        entries.flatMap(([, e]) => e.times),
        entries.reduce((n, [, e]) => n + e.errors, 0),
      ),
    };
  }
}

interface VisitContext {
  steps?: Step[];
  step?: Step;
  sentAt?: number;
  answered?: boolean;
}

/** Runs the visitors; resolves with autocannon's result and how many unanswered requests were charged to a kind. */
async function runVisitors(options: LoadOptions, site: Site, ops: Map<string, string>, recorder: Recorder) {
  let lost = 0;
  let stalePages = 0;
  let renderedPages = 0;
  const requests: autocannon.Request[] = Array.from({ length: JOURNEY_STEPS }, (_, index) => ({
    setupRequest(request, raw) {
      const context = raw as VisitContext;
      // The previous request got no answer (timeout or socket error, counted by autocannon): charge it to its kind.
      if (context.step && !context.answered) {
        lost += 1;
        recorder.record(context.step.kind, performance.now() - context.sentAt!, `no answer to ${context.step.method} ${context.step.path}`);
      }
      if (index === 0) context.steps = journey(site, ops);
      const step = context.steps![index];
      // No step left: autocannon starts over from the first request with a fresh context (a new visitor).
      if (!step) return null as unknown as autocannon.Request;
      context.step = step;
      context.sentAt = performance.now();
      context.answered = false;
      const headers = step.graphql
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' };
      return { ...request, method: step.method, path: step.path, body: step.body, headers };
    },
    onResponse(status, body, raw, headers) {
      const context = raw as VisitContext;
      const { step, sentAt } = context;
      context.answered = true;
      const pageCache = (headers as Record<string, string> | undefined)?.['x-page-cache'];
      if (pageCache === 'STALE') stalePages += 1;
      else if (pageCache === 'MISS') renderedPages += 1;
      let failure: string | undefined;
      if (step!.expect404 ? status !== 404 : status >= 400) failure = `${status} ${step!.method} ${step!.path}`;
      else if (step!.graphql) {
        let json: { data?: unknown; errors?: unknown[] } = {};
        try {
          json = JSON.parse(body);
        } catch {
          // Reported below with the start of what came.
        }
        if (json.errors?.length || !json.data) failure = `GraphQL ${status} ${body.slice(0, 200) || '(empty body)'}`;
      }
      recorder.record(step!.kind, performance.now() - sentAt!, failure);
    },
  }));
  // Visitors arrive over the ramp-up, a group a second, and all leave at the end. (Not all at once: Node.js 20's libuv
  // accepts one new connection per turn of a busy event loop, so a crowd connecting in the same instant queues at the
  // door for seconds; docs/operations.md, Load.)
  const groups = Math.max(1, Math.min(options.visitors, options.rampUpSeconds));
  const total = options.rampUpSeconds + options.seconds;
  const results = await Promise.all(
    Array.from({ length: groups }, async (_, group) => {
      const connections = Math.floor(options.visitors / groups) + (group < options.visitors % groups ? 1 : 0);
      const start = (group * options.rampUpSeconds) / groups;
      await new Promise((resolve) => setTimeout(resolve, start * 1000));
      return new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: options.url, connections, duration: total - start, timeout: options.timeoutSeconds, requests },
          (error: Error | null, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on('reqError', (error: Error) => recorder.fail(`visitor: ${error.message}`));
      });
    }),
  );
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((n, r) => n + pick(r), 0);
  return { errors: sum((r) => r.errors), timeouts: sum((r) => r.timeouts), lost, stalePages, renderedPages };
}

const only = (data: any) => Object.values(data)[0] as any;

/** Runs visitors and writers side by side for `seconds`, then checks the writes. */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const ops = clientOperations();
  const site = await discover(options, ops);
  if (options.writers > Math.min(site.products.length, site.blogs.length)) {
    throw new Error(`${options.writers} writers need as many products and blog posts of their own`);
  }
  const warm = options.warmUp ? await warmUp(options, site) : undefined;
  const recorder = new Recorder();
  // Each editor signs in once, before the load: sign-in is throttled and is not what this measures.
  const tokens = await Promise.all(
    Array.from({ length: options.writers }, (_, i) =>
      recorder.timed('admin sign-in', `writer ${i + 1}`, async () => only(await call(options, ops, 'AdminLogin', ADMIN)).token as string),
    ),
  );
  recorder.started = performance.now();
  const deadline = recorder.started + (options.rampUpSeconds + options.seconds) * 1000;
  const writers = tokens.map((token, i) =>
    runWriter(options, ops, { product: site.products[i], blog: site.blogs[i] }, token, deadline, i + 1, recorder).catch(
      (error: Error) => (recorder.fail(`writer ${i + 1}: ${error.message}`), { saves: 0, lost: 0 }),
    ),
  );
  const { lost, stalePages, renderedPages, ...visitors } = await runVisitors(options, site, ops, recorder);
  const written = await Promise.all(writers);
  const { kinds, overall, pages } = recorder.summary();
  return {
    options: {
      seconds: options.seconds,
      visitors: options.visitors,
      rampUpSeconds: options.rampUpSeconds,
      writers: options.writers,
      savePauseMs: options.savePauseMs,
      timeoutSeconds: options.timeoutSeconds,
      warmUp: options.warmUp,
    },
    warmUp: warm,
    requests: overall.requests,
    errors: overall.errors + Math.max(0, visitors.errors - lost),
    timeouts: visitors.timeouts,
    socketErrors: visitors.errors - visitors.timeouts,
    saves: written.reduce((n, w) => n + w.saves, 0),
    lostWrites: written.reduce((n, w) => n + w.lost, 0),
    stalePages,
    renderedPages,
    kinds,
    overall,
    pages,
    samples: recorder.samples,
    failureWindow: recorder.failureWindow,
  };
}

export function formatReport(report: LoadReport): string {
  const o = report.options;
  const warm = report.warmUp ? `, after a warm-up rendering ${report.warmUp.pages} pages in ${report.warmUp.seconds} s` : ', no warm-up';
  const head = `${o.visitors} visitors (arriving over ${o.rampUpSeconds} s) and ${o.writers} writers, then all of them for ${o.seconds} s (save pause ${o.savePauseMs} ms, timeout ${o.timeoutSeconds} s${warm})`;
  const row = (l: Latency) =>
    [l.kind.padEnd(16), ...[l.requests, l.errors, l.p50, l.p90, l.p99, l.max].map((v) => String(v).padStart(8))].join(' ');
  const table = ['kind'.padEnd(16), ...['requests', 'errors', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(8))].join(' ');
  return [
    head,
    '',
    table,
    ...report.kinds.map(row),
    row(report.overall),
    row(report.pages),
    '',
    `requests ${report.requests} (${Math.round(report.requests / (o.seconds + o.rampUpSeconds))}/s), errors ${report.errors} (timeouts ${report.timeouts}, socket errors ${report.socketErrors}), saves ${report.saves}, lost writes ${report.lostWrites}, pages answered with their previous copy ${report.stalePages}, rendered while the visitor waited ${report.renderedPages}`,
    ...(report.failureWindow
      ? [`failures from ${report.failureWindow[0]} s to ${report.failureWindow[1]} s into the run, the first:`]
      : []),
    ...report.samples.map((s) => `  ${s}`),
  ].join('\n');
}
