// Administrators: accounts and invitations, sessions, sign-in over GraphQL (password and authenticator code, or a
// passkey) and the old site's login path, forgotten passwords, each person's own profile.
import type { Feature } from '../feature.js';
import { authConfig, type AuthSettings } from './auth.config.js';
import { AuthService } from './auth.service.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { ProfileResolver } from './profile.resolver.js';
import { ProfileService } from './profile.service.js';
import { SessionsService } from './sessions.service.js';
import { AccountMail } from './account-mail.entity.js';
import { AccountToken } from './account-token.entity.js';
import { AccountsResolver } from './accounts.resolver.js';
import { AccountsService } from './accounts.service.js';
import { Passkey, PasskeyChallenge } from './passkey.entity.js';
import { PasskeysService } from './passkeys.service.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TwoFactorResolver } from './two-factor.resolver.js';
import { TwoFactorService } from './two-factor.service.js';

declare module '../services.js' {
  interface Services {
    auth: AuthService;
    profile: ProfileService;
    sessions: SessionsService;
    accounts: AccountsService;
    twoFactor: TwoFactorService;
    passkeys: PasskeysService;
  }
}

declare module '../../common/config.js' {
  interface FeatureSettings {
    auth: AuthSettings;
  }
  interface ThrottleLimits {
    login: ThrottleRule;
    loginClient: ThrottleRule;
    passwordReset: ThrottleRule;
    passwordResetAccount: ThrottleRule;
  }
}

export const auth: Feature = {
  name: 'auth',
  entities: [AdminUser, AdminSession, AccountToken, AccountMail, RecoveryCode, Passkey, PasskeyChallenge],
  resolvers: [AuthResolver, ProfileResolver, AccountsResolver, TwoFactorResolver],
  routes: authRoutes,
  config: authConfig,
  services: (em, deps) => {
    const { jwtSecret, publicUrl } = deps.config;
    const twoFactor = new TwoFactorService(em, jwtSecret);
    return {
      auth: new AuthService(em, jwtSecret, deps.throttles, twoFactor, deps.config.features.auth.requireTwoFactor),
      profile: new ProfileService(em, deps.throttles),
      sessions: new SessionsService(em),
      accounts: new AccountsService(em, {
        secret: jwtSecret,
        publicUrl,
        outbox: deps.accountMailOutbox,
        throttles: deps.throttles,
      }),
      twoFactor,
      passkeys: new PasskeysService(em, publicUrl),
    };
  },
};
