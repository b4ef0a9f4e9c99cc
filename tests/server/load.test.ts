// CI's short run of the load behind `npm run load` (tests/bench/load-core.ts; docs/operations.md's figures come from the
// 60 s run). On a server of its own: the writers change content and sign in, which must not reach other tests.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatReport, runLoad } from '../bench/load-core.js';
import { startIsolatedServer } from '../helpers/server.js';

let handle: Awaited<ReturnType<typeof startIsolatedServer>> | undefined;

beforeAll(async () => {
  handle = await startIsolatedServer();
});

afterAll(async () => {
  await handle?.stop();
});

test('20 visitors and 3 admin writers for 5 s: no error, every acknowledged save read back', async () => {
  const report = await runLoad({
    url: handle!.server.url,
    seconds: 5,
    visitors: 20,
    rampUpSeconds: 0,
    writers: 3,
    savePauseMs: 500,
    timeoutSeconds: 20,
    warmUp: false,
  });
  const text = formatReport(report);
  console.log(text);
  const kinds = report.kinds.map((k) => k.kind);
  expect(kinds, text).toEqual(expect.arrayContaining(['home page', 'page', 'graphql', 'static', 'admin save', 'admin read-back']));
  expect(report.saves, text).toBeGreaterThanOrEqual(3);
  expect({ errors: report.errors, lostWrites: report.lostWrites }, text).toEqual({ errors: 0, lostWrites: 0 });
});
