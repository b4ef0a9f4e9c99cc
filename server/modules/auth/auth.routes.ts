// REST adapter for the old site's sign-in call: { success, token, user, error }.
import { Router } from 'express';
import type { GraphQLError } from 'graphql';
import { ERROR_STATUS, errorCode, setRetryAfter, type ErrorCode } from '../../common/errors.js';
import { bodyOf, errorText, route } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';

/** The refusals a sign-in answers in the old site's shape; any other error is the usual REST error. */
const LOGIN_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'INVALID_CREDENTIALS',
  'BAD_USER_INPUT',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_DISABLED',
  'TOTP_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
]);

export function authRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/api/login',
    route(
      deps,
      async (req, res) => {
        // No code is read here: the old client cannot ask for one, so an account with two-factor sign-in is refused.
        const { username, password } = bodyOf(req);
        try {
          const { token, user } = await req.ctx.services.auth.login({ username, password }, req.ctx.clientIp, req.ctx.userAgent);
          res.json({ success: true, token, user: { id: user.id, username: user.username }, error: null });
        } catch (error) {
          const code = errorCode(error);
          if (!code || !LOGIN_REFUSALS.has(code)) throw error;
          const status = ERROR_STATUS[code];
          setRetryAfter(res, error);
          const extensions = (error as GraphQLError).extensions as { field?: string; reason?: string; retryAfter?: number };
          const { field, retryAfter } = extensions;
          // Said plainly: this account signs in on the back office's own page, where it is asked for its code.
          const reason = code === 'TOTP_REQUIRED' || code === 'TWO_FACTOR_SETUP_REQUIRED' ? 'TWO_FACTOR_UNSUPPORTED' : extensions.reason;
          // The old client shows `error`: the admin screens' text, in the request's language.
          const message = errorText(req, 'admin/common:login', { code, field, reason }, 'failed');
          res.status(status).json({ success: false, token: null, user: null, error: message, message, code, field, reason, retryAfter });
        }
      },
      { scope: 'admin/common:login', action: 'failed' },
    ),
  );
  return r;
}
