// The webhooks' variable: private hosts a webhook may call all the same.
import { isIP } from 'node:net';
import { z } from 'zod';
import { optional, type ConfigSection } from '../../common/config.js';

export interface WebhookSettings {
  /**
   * Hosts a webhook may call although they are private, loopback or link-local (lower case, IPv6 without brackets),
   * compared with the host as written in the webhook's address.
   */
  allowedHosts: string[];
}

export const webhooksConfig: ConfigSection<'webhooks'> = {
  name: 'webhooks',
  env: {
    WEBHOOK_ALLOWED_HOSTS: optional(
      z
        .string()
        .trim()
        .superRefine((v, ctx) => {
          const bad = v.split(',').find((h) => h.trim() && !allowedWebhookHost(h));
          if (bad !== undefined)
            ctx.addIssue({
              code: 'custom',
              message: `"${bad.trim()}" is not a host name or IP address: list hosts without a port or scheme (e.g. hooks.internal,10.0.0.5,::1); an entry allows its host on any port`,
            });
        }),
    ),
  },
  read: (env) => ({
    allowedHosts: ((env.WEBHOOK_ALLOWED_HOSTS as string | undefined) ?? '')
      .split(',')
      .filter((h) => h.trim())
      .map((h) => allowedWebhookHost(h)!),
  }),
};

/**
 * A WEBHOOK_ALLOWED_HOSTS entry as a webhook address's host reads once parsed (lower case, IPv4 in dotted form, IPv6
 * compressed and without brackets), so `127.1` or `0:0::1` match what a URL makes of them; null when it is not a bare
 * host: a port (`hooks.internal:8080`, `[::1]:8080`), a scheme, a path or a user would match no address, and an entry
 * that allows nothing must not pass unnoticed.
 */
export function allowedWebhookHost(entry: string): string | null {
  const bare = entry.trim().replace(/^\[(.*)\]$/, '$1');
  const ipv6 = isIP(bare) === 6;
  if (!ipv6 && !/^[A-Za-z0-9._-]+$/.test(bare)) return null;
  try {
    return new URL(`http://${ipv6 ? `[${bare}]` : bare}/`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}
