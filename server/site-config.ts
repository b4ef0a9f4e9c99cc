// The configuration the server and its tools read: the site's variables and every feature's own (its ConfigSection).
import 'reflect-metadata';
import { loadConfig, type Config } from './common/config.js';
import { features } from './modules/features.js';

/** Throws ConfigError with a one-line message naming the variable in error. */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(
    env,
    features.flatMap((feature) => (feature.config ? [feature.config] : [])),
  );
}
