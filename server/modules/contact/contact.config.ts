// The contact form's variables: where its messages are mailed, and how many a client may send.
import { z } from 'zod';
import { optional, type ConfigSection } from '../../common/config.js';

export interface ContactSettings {
  /** The address messages are mailed to; unset, they are stored only. */
  mailTo: string | undefined;
}

export const contactConfig: ConfigSection<'contact'> = {
  name: 'contact',
  env: { MAIL_TO: optional(z.email()) },
  // Each message counted (aliases of one request included).
  limits: { contact: { variable: 'CONTACT_LIMIT', fallback: { points: 5, seconds: 10 * 60 } } },
  read: (env) => ({ mailTo: env.MAIL_TO as string | undefined }),
};
