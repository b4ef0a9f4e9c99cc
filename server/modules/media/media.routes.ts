// REST adapter for the old site's image upload: multipart file + type (blog, product or general).
import { Router } from 'express';
import { bodyOf, fileOf, multipart, requireAdmin, route } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';
import type { ImageTarget } from './media.inputs.js';

export function mediaRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/api/upload',
    requireAdmin,
    multipart(deps, ['file']),
    route(deps, async (req, res) => {
      const type = bodyOf(req).type ?? 'general';
      const filename = await req.ctx.services.media.uploadImage(type, fileOf(req, 'file'));
      res.status(201).json({ success: true, filename, url: req.ctx.services.media.urlOf(type as ImageTarget, filename) });
    }),
  );
  return r;
}
