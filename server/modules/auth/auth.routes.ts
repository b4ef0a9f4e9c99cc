// REST adapter for the old site's sign-in call: { success, token, user, error }.
import { Router } from 'express';
import { errorCode } from '../../common/errors.js';
import { route } from '../../common/rest.js';
import type { ServiceDeps } from '../../services.js';

export const LOGIN_FAILED_TEXT = 'Geçersiz kullanıcı adı veya şifre';

export function authRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post('/api/login', route(deps, async (req, res) => {
    try {
      const { token, user } = await req.ctx.services.auth.login({ username: req.body?.username, password: req.body?.password });
      res.json({ success: true, token, user: { id: user.id, username: user.username }, error: null });
    } catch (error) {
      const code = errorCode(error);
      if (code !== 'INVALID_CREDENTIALS' && code !== 'BAD_USER_INPUT') throw error;
      res.status(code === 'BAD_USER_INPUT' ? 400 : 401).json({ success: false, token: null, user: null, error: LOGIN_FAILED_TEXT, code });
    }
  }));
  return r;
}
