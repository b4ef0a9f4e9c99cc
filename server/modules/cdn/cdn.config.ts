// The CDN's variables: where a change's purge goes and in which provider's form, and how long the CDN keeps pages.
import { z } from 'zod';
import { optional, type ConfigSection } from '../../common/config.js';

/** The purge call's form: ours (`{ "keys": [...] }`), Cloudflare's purge by tags, or Fastly's purge by surrogate keys. */
export const PURGE_FORMATS = ['keys', 'cloudflare', 'fastly'] as const;
export type PurgeFormat = (typeof PURGE_FORMATS)[number];

export interface CdnSettings {
  /** Where each change's keys are POSTed; null: no CDN to tell (pages are still marked for one). */
  purgeUrl: string | null;
  purgeFormat: PurgeFormat;
  /** Sent as `Authorization: Bearer` (keys, cloudflare) or `Fastly-Key` (fastly). */
  purgeToken: string | null;
  /** How long a CDN keeps a public answer fresh (s-maxage): long when every change purges it, short otherwise. */
  maxAgeSeconds: number;
  /** How long it may then serve it while asking again (stale-while-revalidate). */
  staleSeconds: number;
}

/** Fresh for a day when changes purge it; without a purge address, a CDN in front shows a change within a minute. */
const PURGED_MAX_AGE = 24 * 60 * 60;
const UNPURGED_MAX_AGE = 60;
const STALE_SECONDS = 60;

export const cdnConfig: ConfigSection<'cdn'> = {
  name: 'cdn',
  env: {
    CDN_PURGE_URL: optional(z.url({ protocol: /^https?$/ })),
    CDN_PURGE_FORMAT: optional(z.enum(PURGE_FORMATS)),
    CDN_PURGE_TOKEN: optional(z.string().trim()),
    CDN_MAX_AGE: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,8}$/, 'must be a whole number of seconds, e.g. 86400'),
    ),
  },
  read: (env) => {
    const purgeUrl = (env.CDN_PURGE_URL as string | undefined) ?? null;
    const maxAge = env.CDN_MAX_AGE as string | undefined;
    return {
      purgeUrl,
      purgeFormat: (env.CDN_PURGE_FORMAT as PurgeFormat | undefined) ?? 'keys',
      purgeToken: (env.CDN_PURGE_TOKEN as string | undefined) ?? null,
      maxAgeSeconds: maxAge !== undefined ? Number(maxAge) : purgeUrl ? PURGED_MAX_AGE : UNPURGED_MAX_AGE,
      staleSeconds: STALE_SECONDS,
    };
  },
};
