// REST twin of requestQuote for callers without GraphQL: POST /api/quote with the same JSON, answered
// 201 { reference }, or the same refusals (400 with code, field and reason; 429).
import { Router } from 'express';
import { bodyOf, route } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';

export function quotesRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/api/quote',
    route(deps, async (req, res) => {
      const { reference } = await req.ctx.services.quotes.request(bodyOf(req), req.ctx.clientIp);
      res.status(201).set('Cache-Control', 'no-store').json({ reference });
    }),
  );
  return r;
}
