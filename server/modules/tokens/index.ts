// Integrators' API tokens: made, listed and revoked by administrators; a token acts within its scopes alone, with a
// request budget of its own.
import type { Feature } from '../feature.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenResolver } from './api-token.resolver.js';
import { ApiTokenService } from './api-token.service.js';
import { tokensConfig } from './tokens.config.js';

declare module '../services.js' {
  interface Services {
    apiTokens: ApiTokenService;
  }
}

declare module '../../common/config.js' {
  interface FeatureSettings {
    tokens: Record<string, never>;
  }
  interface ThrottleLimits {
    apiToken: ThrottleRule;
  }
}

export const tokens: Feature = {
  name: 'tokens',
  entities: [ApiToken],
  resolvers: [ApiTokenResolver],
  config: tokensConfig,
  services: (em) => ({ apiTokens: new ApiTokenService(em) }),
};
