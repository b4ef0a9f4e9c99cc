import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { LanguageEnum } from '../../common/language.js';
import { inTransaction } from '../../common/transaction.js';
import { clearableText, parseInput } from '../../common/validation.js';
import { userInputError } from '../../common/errors.js';
import { clientKey, type Throttles } from '../../throttle/throttle.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, passwordMatches } from './password-hash.js';
import { checkNewPassword, MAX_PASSWORD_LENGTH } from './password-policy.js';
import { endSessions } from './sessions.service.js';

const profileSchema = z.object({
  displayName: clearableText(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'TOO_LONG')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'INVALID_EMAIL')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  language: z
    .enum(LanguageEnum)
    .nullish()
    .transform((v) => v ?? undefined),
});

const passwordSchema = z.object({
  currentPassword: z.string().min(1, 'REQUIRED').max(MAX_PASSWORD_LENGTH, 'TOO_LONG'),
  newPassword: z.string().min(1, 'REQUIRED'),
});

/** What a signed-in person changes of their own account: their name, address and language, and their password. */
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    /** A wrong current password counts as a failed sign-in of the account from that client. */
    private readonly throttles: Pick<Throttles, 'login'>,
  ) {}

  /** Sets what `input` names (left out: kept; '' or null: cleared); the audit log records the change. */
  async updateProfile(me: AdminUser, input: unknown): Promise<AdminUser> {
    const { displayName, email, language } = parseInput(profileSchema, input);
    if (displayName !== undefined) me.displayName = displayName;
    if (email !== undefined) me.email = email;
    if (language !== undefined) me.language = language;
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw userInputError('email', 'EMAIL_TAKEN');
      throw error;
    }
    return me;
  }

  /**
   * Replaces the person's password after checking the current one: every other sign-in of the account ends (on every
   * process: sessions are read from the database on each request), the one `keepSession` names goes on.
   */
  async changePassword(me: AdminUser, input: unknown, keepSession: string | null, client?: string): Promise<boolean> {
    const { currentPassword, newPassword } = parseInput(passwordSchema, input);
    const attempt = `${clientKey(client)}|${(me.username ?? '').toLowerCase()}`;
    await this.throttles.login.take(attempt);
    if (!me.passwordHash || !(await passwordMatches(me.passwordHash, currentPassword)))
      throw userInputError('currentPassword', 'WRONG_PASSWORD');
    await this.throttles.login.giveBack(attempt);
    if (newPassword === currentPassword) throw userInputError('newPassword', 'PASSWORD_UNCHANGED');
    checkNewPassword(newPassword, [me.username, me.displayName, me.email]);
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(this.em, async () => {
      // Written past the unit of work, so the log shows a password change rather than an update of a hash.
      await this.em.nativeUpdate(AdminUser, { id: me.id }, { passwordHash });
      await endSessions(this.em, me, { keep: keepSession });
      await recordAudit(this.em, {
        action: 'password',
        entityType: 'AdminUser',
        entityId: me.id,
        entityName: me.username,
        fields: ['passwordHash'],
      });
    });
    return true;
  }
}
