// Starts one server for the browser tests; its URL reaches the tests through E2E_BASE_URL.
import { startIsolatedServer } from '../helpers/server';

export default async function globalSetup() {
  const handle = await startIsolatedServer();
  process.env.E2E_BASE_URL = handle.server.url;
  return async () => {
    await handle.stop();
  };
}
