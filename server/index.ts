// The entry point: the configuration is read and checked first, so that a bad variable is reported at once, before
// the rest of the server (server/start.ts) is even loaded.
import { createPrivately } from './files/data-dir.js';
import { applyNodeEnv, ConfigError, loadConfig, type Config } from './common/config.js';

// Before the configuration creates DATA_DIR and its secret.
createPrivately();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
applyNodeEnv(config);
const { start } = await import('./start.js');
start(config).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
