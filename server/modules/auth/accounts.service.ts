// The team's accounts: every person listed, a colleague invited by mail, an account switched off or on; an invitation
// accepted; a forgotten password replaced through a mailed link.
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { appError, notFound, userInputError } from '../../common/errors.js';
import { LanguageEnum } from '../../common/language.js';
import { sealerFor } from './sealed.js';
import { inTransaction } from '../../common/transaction.js';
import { permit } from '../../common/actor.js';
import { ADMIN_ROLES } from '../../shared/access-policy.js';
import { clearableText, parseInput } from '../../common/validation.js';
import { clientKey, type Throttles } from '../../throttle/throttle.js';
import { ACCOUNT_MAIL_SEAL, findLink, mailLink, useLink } from './account-links.js';
import { AccountTokenPurpose } from './account-token.entity.js';
import { AdminUser, AdminUserStatus } from './admin-user.entity.js';
import { hashPassword } from './password-hash.js';
import { checkNewPassword, MAX_PASSWORD_LENGTH } from './password-policy.js';
import { endSessions } from './sessions.service.js';

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'REQUIRED')
  .max(254, 'TOO_LONG')
  .refine((v) => z.email().safeParse(v).success, 'INVALID_EMAIL');

const inviteSchema = z.object({
  email: emailField,
  displayName: clearableText(100),
  role: z.enum(ADMIN_ROLES, 'INVALID'),
  language: z
    .enum(LanguageEnum)
    .nullish()
    .transform((v) => v ?? undefined),
});

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,64}$/;

const acceptSchema = z.object({
  token: z.string().max(200, 'TOO_LONG'),
  username: z.string().trim().min(1, 'REQUIRED').regex(USERNAME_PATTERN, 'INVALID_USERNAME'),
  password: z.string().min(1, 'REQUIRED').max(MAX_PASSWORD_LENGTH, 'TOO_LONG'),
});

const resetSchema = z.object({
  token: z.string().max(200, 'TOO_LONG'),
  newPassword: z.string().min(1, 'REQUIRED').max(MAX_PASSWORD_LENGTH, 'TOO_LONG'),
});

export interface AccountsDeps {
  /** The sign-in secret: a link waiting in the outbox is sealed under a key derived from it. */
  secret: string;
  /** Links in mails lead here (PUBLIC_URL). */
  publicUrl: string;
  /** Woken after a commit that queued a mail; null when SMTP_URL is unset (the mail waits in the table). */
  outbox: { wake(): void } | null;
  throttles: Pick<Throttles, 'passwordReset' | 'passwordResetAccount'>;
}

export class AccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AccountsDeps,
  ) {}

  /** Every account: the active ones first, then the invited, then the disabled, each by name. */
  async list(): Promise<AdminUser[]> {
    await permit(this.em, 'adminUsers');
    const rank = { [AdminUserStatus.ACTIVE]: 0, [AdminUserStatus.INVITED]: 1, [AdminUserStatus.DISABLED]: 2 };
    const users = await this.em.find(AdminUser, {}, { orderBy: { id: 'asc' } });
    return users.sort((a, b) => rank[a.status] - rank[b.status] || a.name.localeCompare(b.name, 'tr'));
  }

  /**
   * Invites a colleague: an account waiting for them (INVITED) and a mail with a link good for 72 hours. Inviting an
   * address that is still invited sends a new link (the earlier one stops working); an address of an account is EMAIL_TAKEN.
   */
  async invite(me: AdminUser, input: unknown): Promise<AdminUser> {
    await permit(this.em, 'inviteAdminUser');
    const { email, displayName, language, role } = parseInput(inviteSchema, input);
    const user = await inTransaction(this.em, async () => {
      let invited = await this.em.findOne(AdminUser, { email });
      if (invited && invited.status !== AdminUserStatus.INVITED) throw userInputError('email', 'EMAIL_TAKEN');
      // Written past the unit of work: the log's entry is the invitation, not a row's create or update.
      const values = {
        displayName: displayName ?? invited?.displayName ?? null,
        language: language ?? invited?.language ?? me.language,
        role,
      };
      if (invited) await this.em.nativeUpdate(AdminUser, { id: invited.id }, values);
      else {
        const id = await this.em.insert(AdminUser, {
          email,
          username: null,
          passwordHash: null,
          status: AdminUserStatus.INVITED,
          ...values,
        });
        invited = await this.em.findOneOrFail(AdminUser, { id: id });
      }
      Object.assign(invited, values);
      await mailLink(this.em, sealerFor(this.deps.secret, ACCOUNT_MAIL_SEAL), this.deps.publicUrl, {
        user: invited,
        purpose: AccountTokenPurpose.invite,
        params: { inviter: me.name },
      });
      await recordAudit(this.em, {
        action: 'invite',
        entityType: 'AdminUser',
        entityId: invited.id,
        entityName: invited.name,
        fields: ['email'],
      });
      return invited;
    });
    this.deps.outbox?.wake();
    return user;
  }

  /**
   * Switches an account off (its sessions end at once, on every process: each request reads its session) or on again
   * (an invited account that was switched off needs a new invitation). The last active account is never switched off.
   */
  async setDisabled(id: number, disabled: boolean): Promise<AdminUser> {
    await permit(this.em, 'setAdminUserDisabled');
    return inTransaction(this.em, async () => {
      const user = await this.em.findOne(AdminUser, { id });
      if (!user) throw notFound('AdminUser', id);
      if (disabled && user.status !== AdminUserStatus.DISABLED) {
        if (user.status === AdminUserStatus.ACTIVE) await this.keepAnAdministrator(user);
        user.status = AdminUserStatus.DISABLED;
        await this.em.flush();
        await endSessions(this.em, user, { keep: null });
      } else if (!disabled && user.status === AdminUserStatus.DISABLED) {
        user.status = user.passwordHash ? AdminUserStatus.ACTIVE : AdminUserStatus.INVITED;
      }
      return user;
    });
  }

  /** Changes what a person may do; the last active administrator stays one. Their sessions go on, with the new rights. */
  async setRole(id: number, roleInput: unknown): Promise<AdminUser> {
    await permit(this.em, 'setAdminUserRole');
    const { role } = parseInput(z.object({ role: z.enum(ADMIN_ROLES, 'INVALID') }), { role: roleInput });
    return inTransaction(this.em, async () => {
      const user = await this.em.findOne(AdminUser, { id });
      if (!user) throw notFound('AdminUser', id);
      if (user.role === 'ADMINISTRATOR' && role !== 'ADMINISTRATOR' && user.status === AdminUserStatus.ACTIVE)
        await this.keepAnAdministrator(user);
      user.role = role;
      await this.em.flush();
      return user;
    });
  }

  /**
   * LAST_ADMINISTRATOR unless an active administrator other than `user` remains. Locked, so two people switching
   * each other off (or demoting each other) at once cannot leave nobody: the second waits, then counts one.
   */
  private async keepAnAdministrator(user: AdminUser): Promise<void> {
    const active = await this.em.find(AdminUser, { status: AdminUserStatus.ACTIVE }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!active.some((other) => other.id !== user.id && other.role === 'ADMINISTRATOR'))
      throw appError('LAST_ADMINISTRATOR', 'The last active administrator cannot be disabled or given another role');
  }

  /** Whom an invitation is for, while its link is good (the page shows it above its form). */
  async invitation(token: unknown): Promise<AdminUser> {
    const link = await findLink(this.em, AccountTokenPurpose.invite, token);
    if (link.user.status !== AdminUserStatus.INVITED) throw appError('INVALID_LINK', 'This link cannot be used', { reason: 'LINK_USED' });
    return link.user;
  }

  /** The invitee chooses their username and password; the account is active from then on (the caller signs it in). */
  async acceptInvite(input: unknown): Promise<AdminUser> {
    const { token, username, password } = parseInput(acceptSchema, input);
    const preview = await this.invitation(token);
    checkNewPassword(password, [username, preview.displayName, preview.email]);
    const passwordHash = await hashPassword(password);
    try {
      return await inTransaction(this.em, async () => {
        const user = await useLink(this.em, AccountTokenPurpose.invite, token);
        if (user.status !== AdminUserStatus.INVITED) throw appError('INVALID_LINK', 'This link cannot be used', { reason: 'LINK_USED' });
        Object.assign(user, { username, passwordHash, status: AdminUserStatus.ACTIVE });
        await this.em.flush();
        await recordAudit(this.em, {
          action: 'join',
          who: { id: user.id, username },
          entityType: 'AdminUser',
          entityId: user.id,
          entityName: user.name,
          fields: ['username', 'passwordHash', 'status'],
        });
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw userInputError('username', 'USERNAME_TAKEN');
      throw error;
    }
  }

  /**
   * Mails a reset link when the address is an active account's; answers the same whatever the address (nothing tells
   * whether it has an account). Limited per client and per address.
   */
  async requestPasswordReset(emailInput: unknown, client?: string): Promise<boolean> {
    const email = parseInput(z.object({ email: emailField }), { email: emailInput }).email;
    await this.deps.throttles.passwordReset.take(clientKey(client));
    await this.deps.throttles.passwordResetAccount.take(email);
    const user = await this.em.findOne(AdminUser, { email, status: AdminUserStatus.ACTIVE });
    if (!user) return true;
    await inTransaction(this.em, async () => {
      await mailLink(this.em, sealerFor(this.deps.secret, ACCOUNT_MAIL_SEAL), this.deps.publicUrl, {
        user,
        purpose: AccountTokenPurpose.reset,
        params: {},
      });
    });
    this.deps.outbox?.wake();
    return true;
  }

  /** Whether a reset link is good (the page asks before showing its form). */
  async resetLink(token: unknown): Promise<boolean> {
    const link = await findLink(this.em, AccountTokenPurpose.reset, token);
    if (link.user.status !== AdminUserStatus.ACTIVE) throw appError('INVALID_LINK', 'This link cannot be used', { reason: 'LINK_UNKNOWN' });
    return true;
  }

  /** Replaces the password through a mailed link; every session of the account ends. */
  async resetPassword(input: unknown, client?: string): Promise<boolean> {
    const { token, newPassword } = parseInput(resetSchema, input);
    await this.deps.throttles.passwordReset.take(clientKey(client));
    const link = await findLink(this.em, AccountTokenPurpose.reset, token);
    const user = link.user;
    await this.deps.throttles.passwordResetAccount.take(`user:${user.id}`);
    if (user.status !== AdminUserStatus.ACTIVE) throw appError('INVALID_LINK', 'This link cannot be used', { reason: 'LINK_UNKNOWN' });
    checkNewPassword(newPassword, [user.username, user.displayName, user.email]);
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(this.em, async () => {
      await useLink(this.em, AccountTokenPurpose.reset, token);
      await this.em.nativeUpdate(AdminUser, { id: user.id }, { passwordHash });
      await endSessions(this.em, user, { keep: null });
      await recordAudit(this.em, {
        action: 'password_reset',
        who: { id: user.id, username: user.username },
        entityType: 'AdminUser',
        entityId: user.id,
        entityName: user.name,
        fields: ['passwordHash'],
      });
    });
    await this.deps.throttles.passwordResetAccount.clear(`user:${user.id}`);
    return true;
  }
}
