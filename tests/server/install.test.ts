// A newcomer's `npm install` ends without warnings: every locked package runs on the Node the README names, and every
// install script npm 11 would stop to list has a decision in package.json's allowScripts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const manifest = read('package.json') as { engines: { node: string }; allowScripts?: Record<string, unknown> };
const lock = read('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean; optional?: boolean }>;
};
const packageName = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('installing', () => {
  it('every locked package declares an engine that the lowest supported Node satisfies', () => {
    const lowest = semver.minVersion(manifest.engines.node)!.version;
    expect(lowest).toBe('20.19.0');
    const refused = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && !entry.optional)
      .flatMap(([key, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.satisfies(lowest, wanted) ? [`${packageName(key)}@${entry.version} wants node ${wanted}`] : [];
      });
    expect(refused).toEqual([]);
  });

  it('every package with an install script is allowed or denied in package.json', () => {
    const decided = new Set(Object.keys(manifest.allowScripts ?? {}).map((entry) => entry.replace(/(?<=.)@[^@]*$/, '')));
    const undecided = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && entry.hasInstallScript && !decided.has(packageName(key)))
      .map(([key]) => packageName(key));
    expect(undecided).toEqual([]);
  });

  it('argon2 loads in a fresh process: its prebuilt binary crashes on some CPUs, and its install script builds one that does not', () => {
    expect(manifest.allowScripts?.argon2).toBe(true);
    const output = execFileSync(process.execPath, ['-e', "require('argon2').hash('x').then((h) => console.log(h.slice(0, 9)))"], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('$argon2id');
  });
});
