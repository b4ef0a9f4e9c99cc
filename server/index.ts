// The entry point: the configuration is read and checked first, so that a bad variable is reported at once, before
// anything starts (server/start.ts is not even loaded).
import { createPrivately } from './files/data-dir.js';
import { applyNodeEnv, ConfigError, type Config } from './common/config.js';

// Before the configuration creates DATA_DIR and its secret.
createPrivately();
// Loaded now: the features' modules name their own variables.
const { loadSiteConfig } = await import('./site-config.js');
let config: Config;
try {
  config = loadSiteConfig();
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
