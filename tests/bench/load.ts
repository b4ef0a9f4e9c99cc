// `npm run load [-- --seconds 60 --visitors 200 --ramp-up 20 --writers 3]`: visitors and admin writers at once against a freshly
// seeded server (tests/bench/load-core.ts). Uses DATABASE_URL when set (a scratch database on that server, dropped
// afterwards), otherwise the embedded PostgreSQL. Prints requests, errors, latency percentiles per kind and lost
// writes; exits 1 when there was any error or lost write.
import { parseArgs } from 'node:util';
import { startIsolatedServer } from '../helpers/server.js';
import { formatReport, runLoad } from './load-core.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.LOAD_SECONDS ?? '60' },
    visitors: { type: 'string', default: process.env.LOAD_VISITORS ?? '200' },
    'ramp-up': { type: 'string', default: process.env.LOAD_RAMP_UP_SECONDS ?? '20' },
    writers: { type: 'string', default: process.env.LOAD_WRITERS ?? '3' },
    'save-pause': { type: 'string', default: process.env.LOAD_SAVE_PAUSE_MS ?? '1000' },
    timeout: { type: 'string', default: process.env.LOAD_TIMEOUT_SECONDS ?? '10' },
    'no-warm-up': { type: 'boolean', default: process.env.LOAD_WARM_UP === '0' },
  },
});
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

const handle = await startIsolatedServer();
let failed = true;
try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL server (scratch database)' : 'embedded'}; ${new Date().toISOString()}`);
  const report = await runLoad({ url: handle.server.url, ...options });
  console.log(formatReport(report));
  failed = report.errors > 0 || report.lostWrites > 0;
  const serverErrors = handle.server.output().split('\n').filter((line) => /"level":(50|60)/.test(line));
  if (serverErrors.length) console.log(`\nserver errors logged: ${serverErrors.length}, first:\n${serverErrors[0]!.slice(0, 2000)}`);
} finally {
  await handle.stop();
}
process.exitCode = failed ? 1 : 0;
