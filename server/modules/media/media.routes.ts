// REST adapter for the old site's image upload: multipart file + type (blog, product or general).
import { Router } from 'express';
import { userInputError } from '../../common/errors.js';
import { bodyOf, fileOf, multipart, requireAdmin, route } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';
import { ImageTarget } from './media.service.js';

const isImageTarget = (value: unknown): value is ImageTarget => Object.values<unknown>(ImageTarget).includes(value);

export function mediaRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/api/upload',
    requireAdmin,
    multipart(deps, ['file']),
    route(deps, async (req, res) => {
      const type = bodyOf(req).type ?? 'general';
      if (!isImageTarget(type)) throw userInputError('type', 'INVALID_TYPE');
      const file = fileOf(req, 'file');
      if (!file) throw userInputError('file', 'REQUIRED');
      const filename = await req.ctx.services.media.uploadImage(type, file);
      res.status(201).json({ success: true, filename, url: req.ctx.services.media.urlOf(type, filename) });
    }),
  );
  return r;
}
