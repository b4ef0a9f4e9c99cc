// Starts one server for the browser tests; its URL reaches the tests through E2E_BASE_URL.
import { startIsolatedServer } from '../helpers/server';

export default async function globalSetup() {
  // The webhooks screen's test runs its integrator endpoint on 127.0.0.1, which webhooks may otherwise not call.
  const handle = await startIsolatedServer({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  process.env.E2E_BASE_URL = handle.server.url;
  return async () => {
    await handle.stop();
  };
}
