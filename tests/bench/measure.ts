// One autocannon measurement as the benchmarks report it (`npm run bench`, `npm run bench:peer`): requests a second,
// latency percentiles, and every answer that was not a success.
import autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface BenchRequest {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

// What a browser sends: pages and API answers travel compressed.
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** A measure function for a run's connections; `duration` defaults to the run's seconds (warm-ups pass their own). */
export function measurer(connections: number, seconds: number) {
  return async (url: string, request: BenchRequest, duration = seconds): Promise<Measured> => {
    const r = await autocannon({
      url,
      method: request.method ?? 'GET',
      body: request.body,
      headers: { ...BROWSER_HEADERS, ...request.headers },
      connections,
      duration,
    });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.errors + r.timeouts + r.non2xx };
  };
}
