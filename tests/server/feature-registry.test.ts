// Each feature declares what it adds in server/modules/<feature>/index.ts and features.ts lists every feature: a
// resolver, REST router or feature folder left out of the registry fails here (it would silently be missing from the
// API). The compiled server is read in a process of its own, as it runs (decorators need their metadata).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../server/common/config.js';
import { loadSiteConfig } from '../../server/site-config.js';
import { root } from '../helpers/server.js';

const run = promisify(execFile);
const modules = path.join(root, 'server/modules');
const featureFolders = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What the compiled registry holds, and what the compiled feature folders export that it lacks. */
async function readRegistry(): Promise<{ features: string[]; unregistered: string[] }> {
  const script = `
    import 'reflect-metadata';
    import { readdirSync } from 'node:fs';
    import path from 'node:path';
    import { pathToFileURL } from 'node:url';
    const dist = path.resolve('dist/server/modules');
    const { features } = await import(pathToFileURL(path.join(dist, 'features.js')).href);
    const registered = new Set(
      features.flatMap((f) => [
        ...(f.resolvers ?? []),
        ...(f.routes ? [f.routes] : []),
        ...(f.config ? [f.config] : []),
        ...(f.subscribers?.() ?? []).map((subscriber) => subscriber.constructor),
      ]),
    );
    const isClass = (value) => typeof value === 'function' && /^class[\\s{]/.test(Function.prototype.toString.call(value));
    const unregistered = [];
    for (const folder of readdirSync(dist, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(dist, folder.name)).filter((f) => /\\.(resolver|routes|config|subscriber)\\.js$/.test(f))) {
        const exported = await import(pathToFileURL(path.join(dist, folder.name, file)).href);
        for (const [name, value] of Object.entries(exported)) {
          // A resolver or ORM subscriber class, a feature's router (one argument: the services' dependencies; builders
          // take more), or its variables (a ConfigSection: a name and a reader).
          const adds =
            (/\\.(resolver|subscriber)\\.js$/.test(file) && isClass(value)) ||
            (file.endsWith('.routes.js') && typeof value === 'function' && /Routes$/.test(name) && value.length === 1) ||
            (file.endsWith('.config.js') && typeof value === 'object' && typeof value?.read === 'function' && typeof value.name === 'string');
          if (adds && !registered.has(value)) unregistered.push(folder.name + '/' + file + ': ' + name);
        }
      }
    }
    process.stdout.write(JSON.stringify({ features: features.map((f) => f.name), unregistered }));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(stdout) as { features: string[]; unregistered: string[] };
}

/**
 * Every feature's services, built in the features' order as a request builds them (placeholders for the process-wide
 * dependencies, which the constructors only keep): the services one reads before they are made, names made twice,
 * and the service classes of the feature folders that no feature builds (nor extends).
 */
async function readServices(): Promise<{ names: string[]; readEarly: string[]; twice: string[]; unbuilt: string[] }> {
  const script = `
    import 'reflect-metadata';
    import { readdirSync } from 'node:fs';
    import path from 'node:path';
    import { pathToFileURL } from 'node:url';
    const dist = path.resolve('dist/server/modules');
    const { features } = await import(pathToFileURL(path.join(dist, 'features.js')).href);
    const placeholder = new Proxy(function () {}, { get: (target, key) => (key === 'then' ? undefined : placeholder), apply: () => placeholder, construct: () => placeholder });
    const made = {};
    const readEarly = [];
    const twice = [];
    const view = new Proxy(made, { get: (target, key) => { if (!(key in target)) readEarly.push(String(key)); return target[key]; } });
    for (const feature of features) {
      for (const [name, service] of Object.entries(feature.services?.(placeholder, placeholder, view) ?? {})) {
        if (name in made) twice.push(name);
        made[name] = service;
      }
    }
    const built = new Set();
    for (const service of Object.values(made)) {
      for (let proto = Object.getPrototypeOf(service); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) built.add(proto.constructor);
    }
    const unbuilt = [];
    for (const folder of readdirSync(dist, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(dist, folder.name)).filter((f) => f.endsWith('.service.js'))) {
        for (const [name, value] of Object.entries(await import(pathToFileURL(path.join(dist, folder.name, file)).href))) {
          if (typeof value === 'function' && /Service$/.test(name) && !built.has(value)) unbuilt.push(folder.name + '/' + file + ': ' + name);
        }
      }
    }
    process.stdout.write(JSON.stringify({ names: Object.keys(made), readEarly, twice, unbuilt }));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(stdout) as { names: string[]; readEarly: string[]; twice: string[]; unbuilt: string[] };
}

describe('the feature registry', () => {
  it('every folder of server/modules has an index.ts that features.ts lists, once', async () => {
    expect(featureFolders.filter((name) => !existsSync(path.join(modules, name, 'index.ts')))).toEqual([]);
    const { features } = await readRegistry();
    expect([...features].sort()).toEqual([...featureFolders].sort());
  });

  it('every resolver class, REST router, ORM subscriber and set of variables a feature folder exports is in its index (so in the schema, the API, the ORM and the configuration)', async () => {
    const { unregistered } = await readRegistry();
    expect(unregistered).toEqual([]);
  });

  it("every feature's services are built by its index, each after the ones it uses, none twice and none left out", async () => {
    const { names, readEarly, twice, unbuilt } = await readServices();
    expect(names).toEqual(expect.arrayContaining(['products', 'catalogue', 'blogs', 'documents', 'applications', 'contact', 'versions']));
    expect({ readEarly, twice, unbuilt }).toEqual({ readEarly: [], twice: [], unbuilt: [] });
  });

  it("reads each feature's variables into its settings and limits, and refuses a variable named twice", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
    const secrets = { DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(32), BACKUP_KEY: 'b'.repeat(32) };
    try {
      const config = loadSiteConfig({
        ...secrets,
        ADMIN_USERNAME: 'editor',
        REQUIRE_TWO_FACTOR: 'on',
        PASSWORD_RESET_ACCOUNT_LIMIT: '5/1h',
        CONTACT_LIMIT: '3/1m',
        WEBHOOK_ALLOWED_HOSTS: 'Hooks.Internal',
        API_TOKEN_LIMIT: '100/1m',
        CDN_PURGE_URL: 'https://api.fastly.com/service/s1/purge',
        CDN_PURGE_FORMAT: 'fastly',
      });
      expect(config.features).toEqual({
        auth: { adminUsername: 'editor', adminPassword: undefined, requireTwoFactor: true },
        contact: { mailTo: undefined },
        quotes: { mailTo: undefined, retentionDays: 730 },
        webhooks: { allowedHosts: ['hooks.internal'] },
        tokens: {},
        cdn: {
          purgeUrl: 'https://api.fastly.com/service/s1/purge',
          purgeFormat: 'fastly',
          purgeToken: null,
          maxAgeSeconds: 86400,
          staleSeconds: 60,
        },
      });
      expect(config.throttle).toEqual({
        login: { points: 10, seconds: 900 },
        loginClient: { points: 50, seconds: 900 },
        passwordReset: { points: 10, seconds: 900 },
        passwordResetAccount: { points: 5, seconds: 3600 },
        contact: { points: 3, seconds: 60 },
        quote: { points: 5, seconds: 3600 },
        apiToken: { points: 100, seconds: 60 },
      });
      const taking = (variable: string) => ({
        name: 'auth' as const,
        env: { [variable]: z.string().optional() },
        read: () => config.features.auth,
      });
      expect(() => loadConfig(secrets, [taking('PORT')])).toThrow('The environment variable PORT is named twice');
      expect(() => loadConfig(secrets, [taking('MY_SETTING'), taking('MY_SETTING')])).toThrow('MY_SETTING is named twice');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
