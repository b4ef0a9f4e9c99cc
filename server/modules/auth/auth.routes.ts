// REST adapter for the old site's sign-in call: { success, token, user, error }.
import { Router } from 'express';
import type { GraphQLError } from 'graphql';
import { errorCode, setRetryAfter } from '../../common/errors.js';
import { errorText, route } from '../../rest/route-kit.js';
import type { ServiceDeps } from '../services.js';

const STATUS: Record<string, number> = { INVALID_CREDENTIALS: 401, BAD_USER_INPUT: 400, TOO_MANY_ATTEMPTS: 429 };

export function authRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/api/login',
    route(
      deps,
      async (req, res) => {
        try {
          const { token, user } = await req.ctx.services.auth.login(
            { username: req.body?.username, password: req.body?.password },
            req.ctx.clientIp,
          );
          res.json({ success: true, token, user: { id: user.id, username: user.username }, error: null });
        } catch (error) {
          const code = errorCode(error);
          const status = code && STATUS[code];
          if (!status) throw error;
          setRetryAfter(res, error);
          const { field, reason, retryAfter } = (error as GraphQLError).extensions as {
            field?: string;
            reason?: string;
            retryAfter?: number;
          };
          // The old client shows `error`: the admin screens' text, in the request's language.
          const message = errorText(req, 'login', { code, field, reason }, 'failed');
          res.status(status).json({ success: false, token: null, user: null, error: message, message, code, field, reason, retryAfter });
        }
      },
      { scope: 'login', action: 'failed' },
    ),
  );
  return r;
}
