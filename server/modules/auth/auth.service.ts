import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { appError } from '../../common/errors.js';
import { clientKey, createThrottles, type Throttles } from '../../throttle/throttle.js';
import { AUTH_LIMITS } from './auth.config.js';
import { inTransaction } from '../../common/transaction.js';
import { parseInput } from '../../common/validation.js';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser, AdminUserStatus } from './admin-user.entity.js';
import { hashPassword, passwordMatches } from './password-hash.js';
import { setupGrant, setupGrantClaims } from './setup-grant.js';

const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** How stale a session's last use may be before a request notes it again. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;
const ISSUER = 'enerji-site';
/** ADMIN_PASSWORD's floor (auth.config.ts), kept for existing installations; every password set later follows password-policy.ts. */
const MIN_CONFIGURED_PASSWORD_LENGTH = 10;

const loginSchema = z.object({
  username: z.string().trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
  password: z.string().min(1, 'REQUIRED').max(256, 'TOO_LONG'),
  /** An authenticator's six digits, or a recovery code. */
  otp: z
    .string()
    .trim()
    .max(64, 'TOO_LONG')
    .nullish()
    .transform((v) => v || null),
});

interface TokenClaims {
  sub: string;
  ver: number;
  jti: string;
}

/** What checks a second factor at sign-in (two-factor.service.ts): true once for a good code, false otherwise. */
export interface SecondFactor {
  accept(user: AdminUser, code: string): Promise<boolean>;
}

export interface LoginSuccess {
  token: string;
  user: AdminUser;
}

const DOWNLOAD_AUDIENCE = 'product-file-download';
const DOWNLOAD_GRANT_SECONDS = 60 * 60;

/** Hash compared when the user does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwtSecret: string,
    /** Sign-in limits; the tools that never sign anyone in can leave the defaults. */
    private readonly throttles: Pick<Throttles, keyof typeof AUTH_LIMITS> = createThrottles(AUTH_LIMITS),
    /** Checks an authenticator's or recovery code at sign-in. */
    private readonly secondFactor: SecondFactor = { accept: () => Promise.resolve(false) },
    /** REQUIRE_TWO_FACTOR=on: an account without it signs in only by setting it up. */
    private readonly requireTwoFactor = false,
  ) {}

  /**
   * A link to one file (a product file's id, or a download's kind and id: `document:4`) that works without a bearer
   * token, for an hour: the admin shows a draft's files as plain links, which carry none, and REST reads never serve a
   * draft's. Signed with the sign-in secret for another audience: no sign-in token, and a sign-in token is no grant.
   */
  grantDownload(fileId: number | string, token: string | null): string {
    const claims = this.verify(token);
    // The grant names the sign-in it was given to: it ends with it (logout, a password change), not only after its hour.
    return jwt.sign({ file: fileId, sid: claims?.jti, ver: claims?.ver }, this.jwtSecret, {
      algorithm: 'HS256',
      audience: DOWNLOAD_AUDIENCE,
      expiresIn: DOWNLOAD_GRANT_SECONDS,
    });
  }

  /** The file a grant names, or null (none, expired, forged, a token of another kind, or its sign-in has ended). */
  async grantedFile(grant: unknown): Promise<number | string | null> {
    if (typeof grant !== 'string' || !grant) return null;
    let claims: { file?: unknown; sid?: unknown; ver?: unknown };
    try {
      claims = jwt.verify(grant, this.jwtSecret, { algorithms: ['HS256'], audience: DOWNLOAD_AUDIENCE }) as typeof claims;
    } catch {
      return null;
    }
    const file = claims.file;
    if ((typeof file !== 'number' && typeof file !== 'string') || typeof claims.sid !== 'string') return null;
    if (!/^[0-9a-f-]{36}$/.test(claims.sid)) return null;
    const session = await this.em.findOne(
      AdminSession,
      { id: claims.sid, revokedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    return session && session.user.tokenVersion === claims.ver && session.user.status === AdminUserStatus.ACTIVE ? file : null;
  }

  /**
   * `client` is where the attempt comes from (req.ip). Every attempt is counted before the password is checked,
   * per client and per client and username (TOO_MANY_ATTEMPTS once either budget is spent, the same for any
   * username, known or not); a success gives its attempts back.
   */
  async login(input: unknown, client?: string, userAgent?: string | null): Promise<LoginSuccess> {
    const { username, password, otp } = parseInput(loginSchema, input);
    const address = clientKey(client);
    const userKey = `${address}|${username.toLowerCase()}`;
    await this.throttles.loginClient.take(address);
    await this.throttles.login.take(userKey);
    const user = await this.em.findOne(AdminUser, { username, status: { $ne: AdminUserStatus.INVITED } });
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const ok = await passwordMatches(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !ok) {
      // Nobody signed in: the entry names the username tried (never the password) and the address.
      await recordAudit(this.em, {
        action: 'login_failed',
        who: { id: null, username },
        entityType: 'AdminUser',
        entityId: user?.id ?? null,
        entityName: username,
      });
      throw appError('INVALID_CREDENTIALS', 'Invalid username or password');
    }
    if (user.status === AdminUserStatus.DISABLED) throw appError('ACCOUNT_DISABLED', 'This account is disabled');
    if (user.twoFactorEnabled) {
      // Checked only after the password: a wrong code counts as a failed sign-in like a wrong password.
      if (!otp) throw appError('TOTP_REQUIRED', 'This account also asks for a code from its authenticator');
      if (!(await this.secondFactor.accept(user, otp))) {
        await recordAudit(this.em, {
          action: 'login_failed',
          who: { id: user.id, username: user.username },
          entityType: 'AdminUser',
          entityId: user.id,
          entityName: user.name,
          fields: ['otp'],
        });
        throw appError('INVALID_OTP', 'Wrong or used code');
      }
    } else if (this.requireTwoFactor) {
      await Promise.all([this.throttles.login.clear(userKey), this.throttles.loginClient.giveBack(address)]);
      // No session yet: a short grant lets the person set two-factor sign-in up, which then signs them in.
      throw appError('TWO_FACTOR_SETUP_REQUIRED', 'Set up two-factor sign-in first', { setupToken: setupGrant(this.jwtSecret, user) });
    }
    await Promise.all([this.throttles.login.clear(userKey), this.throttles.loginClient.giveBack(address)]);
    return this.startSession(user, client, userAgent);
  }

  /**
   * Signs a person in (after a password and code, a passkey, an accepted invitation, a two-factor setup): a session of
   * its own and its token; the log names the person.
   */
  async startSession(
    user: AdminUser,
    client?: string,
    userAgent?: string | null,
    /** What the log's entry adds ('passkey'); false: the caller's own entry says it (an accepted invitation). */
    how: string[] | false = [],
  ): Promise<LoginSuccess> {
    const now = new Date();
    user.lastLoginAt = now;
    const session = await inTransaction(this.em, async () => {
      const created = this.em.create(AdminSession, {
        id: randomUUID(),
        user,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
        lastSeenAt: now,
        userAgent: userAgent?.slice(0, 400) || null,
        ip: client?.slice(0, 64) ?? null,
      });
      // Sessions past their expiry are of no use any more; clearing them here keeps the table small.
      await this.em.nativeDelete(AdminSession, { expiresAt: { $lt: now } });
      if (how)
        await recordAudit(this.em, {
          action: 'login',
          who: { id: user.id, username: user.username },
          entityType: 'AdminUser',
          entityId: user.id,
          entityName: user.name,
          fields: ['lastLoginAt', ...how],
        });
      return created;
    });
    const claims: Omit<TokenClaims, 'jti'> = { sub: String(user.id), ver: user.tokenVersion };
    const token = jwt.sign(claims, this.jwtSecret, { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS, issuer: ISSUER, jwtid: session.id });
    return { token, user };
  }

  /** The account a setup grant was given to, still needing its setup; else null. */
  async setupGrantUser(grant: unknown): Promise<AdminUser | null> {
    const claims = setupGrantClaims(this.jwtSecret, grant);
    const user = claims ? await this.em.findOne(AdminUser, { id: claims.id }) : null;
    return user && user.status === AdminUserStatus.ACTIVE && user.tokenVersion === claims?.ver && !user.twoFactorEnabled ? user : null;
  }

  /** A passkey sign-in counts against the client's sign-in budget when it starts, and gives it back when it succeeds. */
  async countSignInAttempt(client: string | undefined, step: 'started' | 'succeeded'): Promise<void> {
    const address = clientKey(client);
    if (step === 'started') await this.throttles.loginClient.take(address);
    else await this.throttles.loginClient.giveBack(address);
  }

  /** Ends the sign-in of this token: it is refused from now on (other sign-ins of the user go on). */
  async logout(token: string | null): Promise<boolean> {
    const claims = this.verify(token);
    if (!claims) return false;
    return inTransaction(this.em, async () => {
      const revoked = await this.em.nativeUpdate(AdminSession, { id: claims.jti, revokedAt: null }, { revokedAt: new Date() });
      if (revoked > 0) await recordAudit(this.em, { action: 'logout', entityType: 'AdminUser', entityId: claims.sub, entityName: null });
      return revoked > 0;
    });
  }

  /** The sign-in a token belongs to (its session's id), if the token is genuine. */
  sessionOf(token: string | null): string | null {
    return this.verify(token)?.jti ?? null;
  }

  private verify(token: string | null): TokenClaims | null {
    if (!token) return null;
    try {
      // jsonwebtoken checks exp only when a token has one: a token must carry it (and be no older than a sign-in lasts).
      const claims = jwt.verify(token, this.jwtSecret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        maxAge: TOKEN_TTL_SECONDS,
      }) as TokenClaims & jwt.JwtPayload;
      if (typeof claims.exp !== 'number') return null;
      return typeof claims.jti === 'string' && /^[0-9a-f-]{36}$/.test(claims.jti) ? claims : null;
    } catch {
      return null;
    }
  }

  /**
   * The admin a bearer token belongs to, or null when it is missing, invalid, without exp or expired, its sign-in was ended
   * (logout), or the password changed since (tokenVersion).
   */
  async adminFromToken(token: string | null): Promise<AdminUser | null> {
    const claims = this.verify(token);
    if (!claims) return null;
    const session = await this.em.findOne(
      AdminSession,
      { id: claims.jti, revokedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    const user = session?.user;
    if (!user || String(user.id) !== claims.sub || user.tokenVersion !== claims.ver || user.status !== AdminUserStatus.ACTIVE) return null;
    // Noted at most every few minutes, past the unit of work; a failure to note it refuses nobody.
    const now = new Date();
    if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      await this.em.nativeUpdate(AdminSession, { id: session.id }, { lastSeenAt: now }).catch(() => undefined);
    }
    return user;
  }

  /** Creates the admin account or replaces its password; earlier tokens stop working. */
  async setPassword(username: string, password: string): Promise<AdminUser> {
    if (password.length < MIN_CONFIGURED_PASSWORD_LENGTH)
      throw new Error(`The password needs at least ${MIN_CONFIGURED_PASSWORD_LENGTH} characters`);
    const passwordHash = await hashPassword(password);
    return inTransaction(this.em, async () => {
      let user = await this.em.findOne(AdminUser, { username });
      const created = !user;
      if (user) {
        user.passwordHash = passwordHash;
        user.tokenVersion += 1;
      } else {
        user = this.em.create(AdminUser, { username, passwordHash });
      }
      await this.em.flush();
      // The tool and the first start act as the system: no admin, but the account and what happened to it are kept.
      await recordAudit(this.em, {
        action: created ? 'create' : 'password',
        entityType: 'AdminUser',
        entityId: user.id,
        entityName: username,
        fields: ['passwordHash'],
      });
      return user;
    });
  }

  /**
   * First start: creates the admin from the configured credentials. Returns the generated password
   * when none was configured, so start-up can print it once.
   */
  async ensureAdmin(username: string, password: string | undefined): Promise<string | null> {
    if ((await this.em.count(AdminUser, {})) > 0) return null;
    const generated = password ? null : randomBytes(12).toString('base64url');
    await this.setPassword(username, password ?? generated!);
    return generated;
  }
}
