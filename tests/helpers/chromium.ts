import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** CHROME_PATH, then Debian's chromium, then Playwright's own browser cache. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', safe(() => chromium.executablePath())];
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found) {
    throw new Error('No Chromium found: run `apt-get update && apt-get install -y chromium` (or set CHROME_PATH to a Chromium binary).');
  }
  return found;
}

function safe(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** Flags that keep Chromium quiet on a closed network and working as root. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium driven by Playwright (headless by its own option). */
export function launchChromium() {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS.filter((a) => a !== '--headless') });
}
