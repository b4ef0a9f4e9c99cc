// REST adapter for the old site's sign-in call: { success, token, user, error }.
import { Router } from 'express';
import { errorCode } from '../../common/errors.js';
import { route } from '../../common/rest.js';
import type { ServiceDeps } from '../../services.js';

const FAILURE: Record<string, [number, string]> = {
  INVALID_CREDENTIALS: [401, 'Geçersiz kullanıcı adı veya şifre'],
  BAD_USER_INPUT: [400, 'Geçersiz kullanıcı adı veya şifre'],
  TOO_MANY_ATTEMPTS: [429, 'Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.'],
};

export function authRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post('/api/login', route(deps, async (req, res) => {
    try {
      const { token, user } = await req.ctx.services.auth.login({ username: req.body?.username, password: req.body?.password }, req.ctx.clientIp);
      res.json({ success: true, token, user: { id: user.id, username: user.username }, error: null });
    } catch (error) {
      const code = errorCode(error);
      const failure = code && FAILURE[code];
      if (!failure) throw error;
      res.status(failure[0]).json({ success: false, token: null, user: null, error: failure[1], code });
    }
  }));
  return r;
}
