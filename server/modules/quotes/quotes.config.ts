// The quote requests' variables: where sales' mails go, how long a request keeps its personal data, and how many
// requests a client may send.
import { z } from 'zod';
import { optional, type ConfigSection } from '../../common/config.js';

export interface QuoteSettings {
  /** Sales' address; unset, MAIL_TO's; both unset, requests are stored and the visitor is still confirmed. */
  mailTo: string | undefined;
  /** How long a request keeps its personal data, in days. */
  retentionDays: number;
}

const DAYS = { d: 1, y: 365 } as const;
/** 2 years, as the privacy notice says. */
export const DEFAULT_RETENTION_DAYS = 2 * 365;

export const quotesConfig: ConfigSection<'quotes'> = {
  name: 'quotes',
  env: {
    QUOTE_MAIL_TO: optional(z.email()),
    QUOTE_RETENTION: optional(
      z
        .string()
        .trim()
        .regex(/^[1-9]\d*[dy]$/, 'must look like 2y or 90d (a whole number of years or days)'),
    ),
  },
  limits: { quote: { variable: 'QUOTE_LIMIT', fallback: { points: 5, seconds: 60 * 60 } } },
  read: (env) => {
    const retention = env.QUOTE_RETENTION as string | undefined;
    const [, amount, unit] = retention ? /^(\d+)([dy])$/.exec(retention)! : [];
    return {
      mailTo: (env.QUOTE_MAIL_TO as string | undefined) ?? (env.MAIL_TO as string | undefined),
      retentionDays: retention ? Number(amount) * DAYS[unit as keyof typeof DAYS] : DEFAULT_RETENTION_DAYS,
    };
  },
};
