// The requests each integrator's token may make, per window: its own budget, answered in RateLimit headers.
import type { ConfigSection, ThrottleRule } from '../../common/config.js';

export const TOKEN_LIMITS = {
  apiToken: { points: 600, seconds: 60 },
} satisfies Record<string, ThrottleRule>;

export const tokensConfig: ConfigSection<'tokens'> = {
  name: 'tokens',
  limits: { apiToken: { variable: 'API_TOKEN_LIMIT', fallback: TOKEN_LIMITS.apiToken } },
  read: () => ({}),
};
