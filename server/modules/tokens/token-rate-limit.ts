// Each integrator's token has its own request budget (API_TOKEN_LIMIT): every answer to a token says where it stands
// in the IETF RateLimit-Policy and RateLimit headers, and a request past it is a 429 with Retry-After, before any work.
import type { RequestHandler } from 'express';
import type { ServiceDeps } from '../services.js';
import { isApiToken, tokenHash } from './api-token.service.js';

/** The policy's name in the headers. */
const POLICY = '"token"';

export function apiTokenRateLimit(deps: Pick<ServiceDeps, 'throttles' | 'config'>): RequestHandler {
  return async (req, res, next) => {
    const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!isApiToken(bearer)) return next();
    try {
      const rule = deps.config.throttle.apiToken;
      // Counted by the token's hash: an unknown token spends a budget of its own, and is refused afterwards.
      const state = await deps.throttles.apiToken.use(tokenHash(bearer));
      res.set('RateLimit-Policy', `${POLICY};q=${rule.points};w=${rule.seconds}`);
      res.set('RateLimit', `${POLICY};r=${state.remaining};t=${state.resetSeconds}`);
      if (state.allowed) return next();
      res.set('Retry-After', String(state.resetSeconds));
      const message = `Too many requests for this token; try again in ${state.resetSeconds} s`;
      const extensions = { code: 'TOO_MANY_ATTEMPTS', retryAfter: state.resetSeconds };
      // A GraphQL client reads its errors; the REST paths answer as their other refusals do.
      if (req.path.startsWith('/graphql')) res.status(429).json({ errors: [{ message, extensions }] });
      else res.status(429).json({ error: message, message, ...extensions });
    } catch (error) {
      next(error);
    }
  };
}
