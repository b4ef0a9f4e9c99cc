// One-time links mailed to a person (an invitation, a password reset): 256 random bits in the link, only their SHA-256
// kept; a link is good once, until its expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors.js';
import { LanguageEnum } from '../../common/language.js';
import type { Sealer } from './sealed.js';
import { AccountMail, AccountMailKind } from './account-mail.entity.js';
import { AccountToken, AccountTokenPurpose } from './account-token.entity.js';
import type { AdminUser } from './admin-user.entity.js';

/** What the outbox's sealed links are sealed for (server/modules/auth/sealed.ts). */
export const ACCOUNT_MAIL_SEAL = 'account-mail';
export const INVITE_HOURS = 72;
export const RESET_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where each purpose's link leads in the back office. */
const PAGE: Record<AccountTokenPurpose, string> = {
  [AccountTokenPurpose.invite]: '/admin/invite/',
  [AccountTokenPurpose.reset]: '/admin/reset-password/',
};

export interface LinkMail {
  user: AdminUser;
  purpose: AccountTokenPurpose;
  /** What the mail's text names besides the link (the person's name, who invited them...). */
  params: Record<string, string>;
}

/**
 * Makes a link for the person and queues its mail, inside the caller's transaction: earlier unused links of the same
 * purpose stop working (the newest mail is the one that counts).
 */
export async function mailLink(em: EntityManager, sealer: Sealer, publicUrl: string, { user, purpose, params }: LinkMail): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const lifetime = purpose === AccountTokenPurpose.invite ? INVITE_HOURS * 3600_000 : RESET_MINUTES * 60_000;
  await em.nativeUpdate(AccountToken, { user: user.id, purpose, usedAt: null }, { usedAt: new Date(now) });
  em.create(AccountToken, { user, purpose, tokenHash: hashOf(token), expiresAt: new Date(now + lifetime) });
  em.create(AccountMail, {
    kind: purpose === AccountTokenPurpose.invite ? AccountMailKind.invite : AccountMailKind.reset,
    recipient: user.email!,
    language: user.language ?? LanguageEnum.tr,
    params: {
      name: user.displayName || user.username || user.email!,
      hours: String(INVITE_HOURS),
      minutes: String(RESET_MINUTES),
      ...params,
    },
    sealedLink: sealer.seal(`${publicUrl}${PAGE[purpose]}${token}`),
  });
  await em.flush();
}

/** The person a link was made for while it is good, or INVALID_LINK with why (LINK_UNKNOWN, LINK_USED, LINK_EXPIRED). */
export async function findLink(em: EntityManager, purpose: AccountTokenPurpose, token: unknown): Promise<AccountToken> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw refused('LINK_UNKNOWN');
  const found = await em.findOne(AccountToken, { tokenHash: hashOf(token), purpose }, { populate: ['user'] });
  if (!found) throw refused('LINK_UNKNOWN');
  if (found.usedAt) throw refused('LINK_USED');
  if (found.expiresAt.getTime() <= Date.now()) throw refused('LINK_EXPIRED');
  return found;
}

/** Uses a link once: marked used by a conditional update, so two uses at once cannot both pass. */
export async function useLink(em: EntityManager, purpose: AccountTokenPurpose, token: unknown): Promise<AdminUser> {
  const found = await findLink(em, purpose, token);
  const taken = await em.nativeUpdate(AccountToken, { id: found.id, usedAt: null }, { usedAt: new Date() });
  if (taken !== 1) throw refused('LINK_USED');
  return found.user;
}

const refused = (reason: string) => appError('INVALID_LINK', `This link cannot be used: ${reason}`, { reason });
