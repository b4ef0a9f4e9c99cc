// The sign-in's variables: the first administrator's account, whether two-factor sign-in is required, and the failed
// sign-ins and password resets allowed per client.
import { z } from 'zod';
import { optional, type ConfigSection, type ThrottleRule } from '../../common/config.js';

export interface AuthSettings {
  /** The account `npm start` creates on an empty database (and `npm run admin:password` changes by default). */
  adminUsername: string;
  /** Its password; unset, one is generated and printed once. */
  adminPassword: string | undefined;
  /** REQUIRE_TWO_FACTOR=on: every account sets up an authenticator app at its next sign-in. */
  requireTwoFactor: boolean;
}

/** Failed sign-ins per username and client (then even the right password waits), and per client whatever the usernames. */
export const AUTH_LIMITS = {
  login: { points: 10, seconds: 15 * 60 },
  loginClient: { points: 50, seconds: 15 * 60 },
  /** Password reset requests and link uses per client, and per address or account. */
  passwordReset: { points: 10, seconds: 15 * 60 },
  passwordResetAccount: { points: 3, seconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

export const authConfig: ConfigSection<'auth'> = {
  name: 'auth',
  env: {
    ADMIN_USERNAME: optional(z.string().regex(/^[a-zA-Z0-9._-]{3,64}$/, 'must be 3-64 letters, digits, . _ or -')),
    ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters')),
    REQUIRE_TWO_FACTOR: optional(z.enum(['on', 'off'])),
  },
  limits: {
    login: { variable: 'LOGIN_FAILURE_LIMIT', fallback: AUTH_LIMITS.login },
    loginClient: { variable: 'LOGIN_CLIENT_FAILURE_LIMIT', fallback: AUTH_LIMITS.loginClient },
    passwordReset: { variable: 'PASSWORD_RESET_CLIENT_LIMIT', fallback: AUTH_LIMITS.passwordReset },
    passwordResetAccount: { variable: 'PASSWORD_RESET_ACCOUNT_LIMIT', fallback: AUTH_LIMITS.passwordResetAccount },
  },
  read: (env) => ({
    adminUsername: (env.ADMIN_USERNAME as string | undefined) ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD as string | undefined,
    requireTwoFactor: env.REQUIRE_TWO_FACTOR === 'on',
  }),
};
