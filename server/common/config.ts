// The only module that reads process.env: parsed and validated once at start-up.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { validTimeZone } from './time-zone.js';

/** At most `points` in any window of `seconds`. */
export interface ThrottleRule {
  points: number;
  seconds: number;
}

/**
 * The per-client limits by name. Empty here: a feature names its own (`declare module` in its index.ts) with the
 * variable that sets each in its ConfigSection.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, feature by feature
export interface ThrottleLimits {}

/**
 * Each feature's settings by the feature's name. Empty here: a feature names its own (`declare module` in its
 * index.ts) and reads them from the environment in its ConfigSection.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, feature by feature
export interface FeatureSettings {}

/** What one feature reads from the environment (its Feature's `config`): the rest of the configuration is the site's. */
export interface ConfigSection<K extends keyof FeatureSettings = keyof FeatureSettings> {
  name: K;
  /** Its variables' schemas; each optional (the site starts with none set), '' counting as unset. */
  env?: Record<string, z.ZodType<string | undefined>>;
  /** Its settings, from the parsed variables (its own among them). */
  read: (env: Readonly<Record<string, unknown>>) => FeatureSettings[K];
  /** Its per-client limits: the variable that sets each (`count/window`, e.g. 5/10m) and the limit when unset. */
  limits?: { [L in keyof ThrottleLimits]?: { variable: string; fallback: ThrottleRule } };
}

export const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** `count/window`, e.g. 5/10m: at most count in any window (s, m or h). */
export const throttleRule = z
  .string()
  .trim()
  .regex(/^[1-9]\d*\/[1-9]\d*[smh]$/, 'must look like 5/10m (a count, then a window in s, m or h)');
const WINDOW_UNIT = { s: 1, m: 60, h: 3600 } as const;

/** A duration such as 500ms, 30s, 5m or 1h, in milliseconds. */
const duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d*(ms|s|m|h)$/, 'must look like 30s (a whole number, then ms, s, m or h)')
  .transform((v) => {
    const [, amount, unit] = /^(\d+)(ms|s|m|h)$/.exec(v)!;
    return Number(amount) * (unit === 'ms' ? 1 : 1000 * WINDOW_UNIT[unit as keyof typeof WINDOW_UNIT]);
  });

function toRule(value: unknown, fallback: ThrottleRule): ThrottleRule {
  if (typeof value !== 'string' || !value) return fallback;
  const [, points, amount, unit] = /^(\d+)\/(\d+)([smh])$/.exec(value)!;
  return { points: Number(points), seconds: Number(amount) * WINDOW_UNIT[unit as keyof typeof WINDOW_UNIT] };
}

/** Express's 'trust proxy' value, except `true` (that would believe any client's X-Forwarded-For). */
function validTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value) || value === 'false') return true;
  return value.split(',').every((item) => {
    const [address, bits, ...more] = item.trim().split('/');
    if (more.length || !address) return false;
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address)) return bits === undefined;
    const family = isIP(address);
    return family > 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)));
  });
}

const siteVariables = {
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])),
  PORT: z.preprocess((v) => (v === undefined || v === '' ? 3000 : Number(v)), z.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')),
  DATA_DIR: optional(z.string()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  BACKUP_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.email()),
  MAIL_RETRY_DELAY: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), duration.optional()),
  MAIL_MAX_ATTEMPTS: z.preprocess((v) => (v === undefined || v === '' ? 30 : Number(v)), z.number().int().min(1).max(1000)),
  RESPONSE_CACHE: optional(z.enum(['on', 'off'])),
  STALE_AFTER_EDIT: optional(z.enum(['on', 'off'])),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .refine(
        validTrustProxy,
        "must be a hop count or a comma-separated list of addresses, subnets, 'loopback', 'linklocal' or 'uniquelocal'",
      ),
  ),
  THROTTLE_STORE: optional(z.enum(['database', 'redis', 'memory'])),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')),
  FILE_STORE: optional(z.enum(['local', 's3'])),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots or hyphens)'),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  SITE_TIME_ZONE: optional(z.string().trim().refine(validTimeZone, 'must be an IANA time zone name such as Europe/Istanbul')),
  S3_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "must be letters, digits and / - _ . ! * ' ( )"),
  ),
};

/** The whole schema: the site's variables, every feature's, and the rules between the site's. */
function envSchema(sections: readonly ConfigSection[]) {
  const featureVariables = sections.flatMap((section) => [
    ...Object.entries(section.env ?? {}),
    ...Object.values(section.limits ?? {}).map(({ variable }) => [variable, optional(throttleRule)] as const),
  ]);
  // One name, one meaning: a feature cannot take over the site's variable or another feature's.
  const names = new Set(Object.keys(siteVariables));
  for (const [name] of featureVariables) {
    if (names.has(name)) throw new Error(`The environment variable ${name} is named twice (by the site and a feature, or two features)`);
    names.add(name);
  }
  return (
    z
      .object({ ...siteVariables, ...Object.fromEntries(featureVariables) })
      .refine((e) => e.THROTTLE_STORE !== 'redis' || e.REDIS_URL, {
        path: ['REDIS_URL'],
        message: 'must be set when THROTTLE_STORE is redis',
      })
      // The embedded database serves one process (and shares one session between its connections, where the store's
      // named statements collide): its throttles count in memory.
      .refine((e) => e.THROTTLE_STORE !== 'database' || e.DATABASE_URL, {
        path: ['THROTTLE_STORE'],
        message: 'database needs DATABASE_URL (the embedded database serves one process: use memory)',
      })
      .refine((e) => e.FILE_STORE !== 's3' || e.S3_BUCKET, { path: ['S3_BUCKET'], message: 'must be set when FILE_STORE is s3' })
      // Both keys or neither (then the SDK's own chain: instance role, AWS_* variables, shared files).
      .refine((e) => !e.S3_SECRET_ACCESS_KEY || e.S3_ACCESS_KEY_ID, {
        path: ['S3_ACCESS_KEY_ID'],
        message: 'must be set with S3_SECRET_ACCESS_KEY',
      })
      .refine((e) => !e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY, {
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'must be set with S3_ACCESS_KEY_ID',
      })
  );
}

/** A bucket of an S3-compatible store (server/files/s3-file-store.ts). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself; set: any S3-compatible server, addressed path-style. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key ('' or ending in /), so one bucket can hold several sites. */
  prefix: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Scheme and host visitors use (canonical, hreflang and sitemap URLs); never taken from a request. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  /** Signs backups' manifests (server/tools/backup.ts) and verifies them on restore; never inside an archive. */
  backupKey: string;
  /** Where backupKey comes from, for messages: BACKUP_KEY or the file beside the JWT secret. */
  backupKeySource: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The outbox's wait before the first retry of a mail (doubling after each failure, up to an hour), and its attempts at most. */
  mailRetry: { firstDelayMs: number; maxAttempts: number };
  /** Public pages, query results and PDFs kept in memory until content changes; false only to measure a cache miss. */
  responseCache: boolean;
  /** After an edit, kept answers are served (STALE) for a few seconds while made again in the background; on unless STALE_AFTER_EDIT=off. */
  staleAfterEdit: boolean;
  logLevel: string;
  /** Express's 'trust proxy': which proxies' X-Forwarded-For to believe (false: none, req.ip is the socket's). */
  trustProxy: false | number | string;
  /** The site's time zone (IANA): every time the admin enters or reads, and the contact export's, is in it. */
  timeZone: string;
  /** The features' limits per client (server/throttle/throttle.ts), by the names they give them. */
  throttle: ThrottleLimits;
  /** Where the throttles count: the database (shared by every process on it; the default with DATABASE_URL), Redis, or this process (the default on the embedded database). */
  throttleStore: { kind: 'database' } | { kind: 'redis'; url: string } | { kind: 'memory' };
  /** Where uploaded files are kept: DATA_DIR/uploads (one process, or several sharing that folder) or a bucket. */
  fileStore: 'local' | 's3';
  /** The bucket's settings when S3_BUCKET is set (FILE_STORE=s3, and `npm run files:to-s3` copying into it). */
  s3: S3Settings | undefined;
  /** What each feature read from its own variables (its ConfigSection). */
  features: FeatureSettings;
}

export class ConfigError extends Error {}

/**
 * Parses the environment: the site's variables and those of the features' `sections` (every feature's, from
 * server/modules/features.ts); throws ConfigError with a one-line message naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv, sections: readonly ConfigSection[]): Config {
  const parsed = envSchema(sections).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const variables: Readonly<Record<string, unknown>> = parsed.data;
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    production: e.NODE_ENV !== 'development',
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    backupKey: e.BACKUP_KEY ?? persistentSecret(dataDir, 'backup-key'),
    backupKeySource: e.BACKUP_KEY ? 'BACKUP_KEY' : path.join(dataDir, 'backup-key'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'no-reply@localhost',
    mailRetry: { firstDelayMs: e.MAIL_RETRY_DELAY ?? 30_000, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    responseCache: e.RESPONSE_CACHE !== 'off',
    staleAfterEdit: e.STALE_AFTER_EDIT !== 'off',
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy:
      e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
    timeZone: e.SITE_TIME_ZONE ?? 'Europe/Istanbul',
    throttle: Object.fromEntries(
      sections.flatMap((section) =>
        Object.entries(section.limits ?? {}).map(([name, limit]) => [name, toRule(variables[limit.variable], limit.fallback)]),
      ),
    ) as unknown as ThrottleLimits,
    fileStore: e.FILE_STORE === 's3' ? 's3' : 'local',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          prefix: (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '').replace(/.+/, '$&/'),
        }
      : undefined,
    throttleStore:
      e.THROTTLE_STORE === 'redis'
        ? { kind: 'redis', url: e.REDIS_URL! }
        : { kind: (e.THROTTLE_STORE ?? (e.DATABASE_URL ? 'database' : 'memory')) === 'database' ? 'database' : 'memory' },
    features: Object.fromEntries(sections.map((section) => [section.name, section.read(variables)])) as unknown as FeatureSettings,
  };
}

/**
 * Libraries (React, Emotion, Express) pick their production code paths from NODE_ENV; unset means production
 * here, so make that visible to them before the SSR bundle loads.
 */
export function applyNodeEnv(config: Config): void {
  process.env.NODE_ENV ??= config.production ? 'production' : 'development';
}

/** A random secret generated once and kept under DATA_DIR, so tokens (and backup signatures) survive restarts. */
function persistentSecret(dataDir: string, name: 'jwt-secret' | 'backup-key'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
