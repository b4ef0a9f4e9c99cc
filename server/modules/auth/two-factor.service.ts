// Two-factor sign-in with an authenticator app (TOTP, RFC 6238): set up from the profile with a code from the app,
// then asked at each password sign-in; ten single-use recovery codes stand in for a lost phone.
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP } from 'otpauth';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { appError, userInputError } from '../../common/errors.js';
import { sealerFor, type Sealer } from './sealed.js';
import { inTransaction } from '../../common/transaction.js';
import { AdminUser } from './admin-user.entity.js';
import type { SecondFactor } from './auth.service.js';
import { RecoveryCode } from './recovery-code.entity.js';

/** How the authenticator app names the account's entry. */
const ISSUER = 'Enerji Teknoloji';
const RECOVERY_CODES = 10;
/** One step either side of now: a phone's clock a little off, a code typed as it changes. */
const WINDOW = 1;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');
/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
}

export class TwoFactorService implements SecondFactor {
  constructor(
    private readonly em: EntityManager,
    /** The sign-in secret: the TOTP keys are sealed under a key derived from it. */
    private readonly secret: string,
  ) {}

  private get sealer(): Sealer {
    return sealerFor(this.secret, 'totp');
  }

  private totp(user: AdminUser, secret: string): TOTP {
    return new TOTP({ issuer: ISSUER, label: user.username ?? user.email ?? String(user.id), secret: Secret.fromBase32(secret) });
  }

  /** A new key for the person's authenticator; it counts once a code from it confirms the setup. */
  async start(user: AdminUser): Promise<TotpSetup> {
    if (user.twoFactorEnabled) throw userInputError('code', 'TWO_FACTOR_ALREADY_ON');
    const secret = new Secret({ size: 20 }).base32;
    await this.em.nativeUpdate(AdminUser, { id: user.id }, { totpPendingSecret: this.sealer.seal(secret) });
    return { secret, otpauthUri: this.totp(user, secret).toString() };
  }

  /** Confirms the setup with a code from the app: two-factor sign-in is on; answers the recovery codes (shown once). */
  async confirm(user: AdminUser, code: string): Promise<string[]> {
    const fresh = await this.em.findOneOrFail(AdminUser, { id: user.id }, { refresh: true });
    if (fresh.twoFactorEnabled) throw userInputError('code', 'TWO_FACTOR_ALREADY_ON');
    const secret = fresh.totpPendingSecret && this.sealer.open(fresh.totpPendingSecret);
    if (!secret) throw userInputError('code', 'NO_SETUP');
    const step = this.matchingStep(fresh, secret, code);
    if (step === null) throw appError('INVALID_OTP', 'Wrong code');
    const codes = Array.from({ length: RECOVERY_CODES }, () =>
      (new Secret({ buffer: randomBytes(10).buffer }).base32.toLowerCase().match(/.{4}/g) ?? []).join('-'),
    );
    await inTransaction(this.em, async () => {
      await this.em.nativeUpdate(
        AdminUser,
        { id: user.id },
        { totpSecret: fresh.totpPendingSecret, totpPendingSecret: null, totpLastStep: step },
      );
      await this.em.nativeDelete(RecoveryCode, { user: user.id });
      for (const c of codes) this.em.create(RecoveryCode, { user: user.id, codeHash: hashOf(normalized(c)) });
      await this.logged(fresh, 'on');
    });
    Object.assign(user, { totpSecret: fresh.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    return codes;
  }

  /** Turns two-factor sign-in off, with a code from the app or a recovery code. */
  async disable(user: AdminUser, code: string): Promise<boolean> {
    if (!user.twoFactorEnabled) return false;
    if (!(await this.accept(user, code))) throw appError('INVALID_OTP', 'Wrong or used code');
    await inTransaction(this.em, async () => {
      await this.em.nativeUpdate(AdminUser, { id: user.id }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await this.em.nativeDelete(RecoveryCode, { user: user.id });
      await this.logged(user, 'off');
    });
    Object.assign(user, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    return true;
  }

  /** How many recovery codes the person has left. */
  recoveryCodesLeft(user: AdminUser): Promise<number> {
    return this.em.count(RecoveryCode, { user: user.id, usedAt: null });
  }

  /**
   * Whether `code` is good now, once: six digits from the app (a time step at most once, and none older than the last
   * accepted: RFC 6238, 5.2) or an unused recovery code. Each is taken by a conditional update, so the same code
   * sent twice at once passes once.
   */
  async accept(user: AdminUser, code: string): Promise<boolean> {
    const secret = user.totpSecret && this.sealer.open(user.totpSecret);
    if (!secret) return false;
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = this.matchingStep(user, secret, digits);
      if (step === null) return false;
      const taken = await this.em
        .createQueryBuilder(AdminUser)
        .update({ totpLastStep: step })
        .where({ id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] })
        .execute('run');
      return (taken as { affectedRows?: number }).affectedRows === 1;
    }
    const hash = hashOf(normalized(code));
    const used = await this.em.nativeUpdate(RecoveryCode, { user: user.id, codeHash: hash, usedAt: null }, { usedAt: new Date() });
    return used === 1;
  }

  /** The time step a code belongs to, within the window around now; null for a code of none. */
  private matchingStep(user: AdminUser, secret: string, code: string): number | null {
    const totp = this.totp(user, secret);
    const timestamp = Date.now();
    const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp, window: WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  private logged(user: AdminUser, state: 'on' | 'off'): Promise<void> {
    return recordAudit(this.em, {
      action: 'two_factor',
      who: { id: user.id, username: user.username },
      entityType: 'AdminUser',
      entityId: user.id,
      entityName: user.name,
      fields: [state === 'on' ? 'twoFactorEnabled' : 'twoFactorDisabled'],
    });
  }
}
