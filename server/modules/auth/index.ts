// Administrators: accounts, sessions, sign-in over GraphQL and the old site's login path, each person's own profile.
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

declare module '../services.js' {
  interface Services {
    auth: AuthService;
    profile: ProfileService;
    sessions: SessionsService;
  }
}

declare module '../../common/config.js' {
  interface FeatureSettings {
    auth: AuthSettings;
  }
  interface ThrottleLimits {
    login: ThrottleRule;
    loginClient: ThrottleRule;
  }
}

export const auth: Feature = {
  name: 'auth',
  entities: [AdminUser, AdminSession],
  resolvers: [AuthResolver, ProfileResolver],
  routes: authRoutes,
  config: authConfig,
  services: (em, deps) => ({
    auth: new AuthService(em, deps.config.jwtSecret, deps.throttles),
    profile: new ProfileService(em, deps.throttles),
    sessions: new SessionsService(em),
  }),
};
