// `npm run load [-- --seconds 60 --visitors 200 --ramp-up 20 --writers 3]`: visitors and admin writers at once against a freshly
// seeded server (tests/bench/load-core.ts). Uses DATABASE_URL when set (a scratch database on that server, dropped
// afterwards), otherwise the embedded PostgreSQL. With writers, the same visitors first browse a server of their own
// with no editor, so that what editing costs the visitors shows: both pages' p99 and their ratio, which must stay
// within MAX_PAGE_P99_RATIO (--no-baseline skips that run). Prints requests, errors, latency percentiles per kind and
// lost writes; exits 1 when there was any error or lost write, or the ratio is over its bound.
// The server sees only the test helpers' environment: `--env NAME=VALUE` (repeatable) sets a variable of its
// configuration, and STALE_AFTER_EDIT is passed on when set here. `--profile` writes a V8 CPU profile of each run's
// server and prints where its time went (tests/bench/cpu-profile.ts).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startIsolatedServer } from '../helpers/server.js';
import { summarizeProfiles } from './cpu-profile.js';
import { formatReport, runLoad, type LoadReport } from './load-core.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.LOAD_SECONDS ?? '60' },
    visitors: { type: 'string', default: process.env.LOAD_VISITORS ?? '200' },
    'ramp-up': { type: 'string', default: process.env.LOAD_RAMP_UP_SECONDS ?? '20' },
    writers: { type: 'string', default: process.env.LOAD_WRITERS ?? '3' },
    'save-pause': { type: 'string', default: process.env.LOAD_SAVE_PAUSE_MS ?? '1000' },
    timeout: { type: 'string', default: process.env.LOAD_TIMEOUT_SECONDS ?? '10' },
    'no-warm-up': { type: 'boolean', default: process.env.LOAD_WARM_UP === '0' },
    'no-baseline': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
    profile: { type: 'boolean', default: false },
  },
});
/** Server configuration passed on: STALE_AFTER_EDIT from this environment, then each --env NAME=VALUE. */
const serverEnv: Record<string, string> = process.env.STALE_AFTER_EDIT ? { STALE_AFTER_EDIT: process.env.STALE_AFTER_EDIT } : {};
for (const pair of values.env) {
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`--env takes NAME=VALUE, not ${pair}`);
  serverEnv[pair.slice(0, at)] = pair.slice(at + 1);
}
const number = (name: 'seconds' | 'visitors' | 'ramp-up' | 'writers' | 'save-pause' | 'timeout', min: number) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}`);
  return n;
};
const options = {
  seconds: number('seconds', 1),
  visitors: number('visitors', 1),
  rampUpSeconds: number('ramp-up', 0),
  writers: number('writers', 0),
  savePauseMs: number('save-pause', 0),
  timeoutSeconds: number('timeout', 1),
  warmUp: !values['no-warm-up'],
};

/** Editors saving may cost visitors' pages this much at the 99th percentile, at most. */
const MAX_PAGE_P99_RATIO = 1.5;

/** One run on a freshly seeded server of its own; answers its report and whether it had errors or lost writes. */
async function run(writers: number): Promise<{ report: LoadReport; failed: boolean }> {
  const profileDir = values.profile ? mkdtempSync(path.join(tmpdir(), 'load-profile-')) : undefined;
  const handle = await startIsolatedServer(serverEnv, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  try {
    const settings =
      Object.entries(serverEnv)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ') || 'default settings';
    console.log(
      `\n${writers ? `with ${writers} editors` : 'without editors'}; database: ${process.env.DATABASE_URL ? 'PostgreSQL server (scratch database)' : 'embedded'}; ${settings}; ${new Date().toISOString()}`,
    );
    const report = await runLoad({ url: handle.server.url, ...options, writers });
    console.log(formatReport(report));
    console.log(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    const serverErrors = handle.server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (serverErrors.length) console.log(`\nserver errors logged: ${serverErrors.length}, first:\n${serverErrors[0].slice(0, 2000)}`);
    return { report, failed: report.errors > 0 || report.lostWrites > 0 };
  } finally {
    await handle.stop();
    if (profileDir) console.log(`\nCPU profile of this run's server in ${profileDir}\n${summarizeProfiles(profileDir, 25)}`);
  }
}

const baseline = options.writers > 0 && !values['no-baseline'] ? await run(0) : undefined;
const loaded = await run(options.writers);
let failed = loaded.failed || !!baseline?.failed;
if (baseline) {
  const [without, withEditors] = [baseline.report.pages.p99, loaded.report.pages.p99];
  const ratio = withEditors / Math.max(1, without);
  failed ||= ratio > MAX_PAGE_P99_RATIO;
  console.log(
    `\npage p99: ${without} ms without editors, ${withEditors} ms with ${options.writers} editors saving: ${ratio.toFixed(2)}x (at most ${MAX_PAGE_P99_RATIO}x)`,
  );
}
process.exitCode = failed ? 1 : 0;
