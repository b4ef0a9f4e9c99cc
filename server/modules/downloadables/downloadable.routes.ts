// The REST calls the old site had for each kind of download (documents, applications), alike but for their names:
// the list, one by id, create and update (multipart, with the kind's file fields) and delete, answered as
// { success, data }. Each kind adds its own download link.
import { Router, type Request } from 'express';
import { restPage } from '../../common/pagination.js';
import { bodyOf, fileOf, idParam, multipart, notFoundBody, requireAdmin, route, type RouteOptions } from '../route-kit.js';
import type { Services, ServiceDeps } from '../services.js';
import type { DownloadableRow, DownloadableService, DownloadableUploads } from './downloadable.service.js';

export interface DownloadableApi<T extends DownloadableRow, F extends string> {
  /** The list's path, e.g. /api/documents. */
  listPath: string;
  /** One row's path without its id, e.g. /api/document (the row is /api/document/:id). */
  itemPath: string;
  service: (services: Services) => DownloadableService<T, F>;
  /** The row as the old client reads it. */
  json: (row: T) => object;
  /** The old payload's fields as the service's input. */
  input: (body: Record<string, unknown>) => object;
  /** The service's uploads, each by the name of its multipart field. */
  files: Record<F, string>;
  options: RouteOptions;
  /** The `error` of a 404, e.g. 'Document not found'. */
  notFound: string;
}

/**
 * The row a download link names, as its reader may see it: a draft's only with the download grant the admin's link
 * carries (`?grant=`, downloadLink), and then kept by no cache along the way.
 */
export async function downloadRow<T extends DownloadableRow>(
  req: Request,
  service: DownloadableService<T, string>,
  kind: string,
  id: number,
): Promise<{ row: T | null; cacheControl?: string }> {
  const granted = (await req.ctx.services.auth.grantedFile(req.query.grant)) === `${kind}:${id}`;
  return { row: await service.byId(id, granted), cacheControl: granted ? 'private, no-store' : undefined };
}

export function downloadableRoutes<T extends DownloadableRow, F extends string>(deps: ServiceDeps, api: DownloadableApi<T, F>): Router {
  const r = Router();
  const { options } = api;
  const files = Object.entries(api.files) as [F, string][];
  const fileFields = files.map(([, name]) => name);
  const uploads = (req: Request) => Object.fromEntries(files.map(([field, name]) => [field, fileOf(req, name)])) as DownloadableUploads<F>;
  const service = (req: Request) => api.service(req.ctx.services);
  const item = `${api.itemPath}/:id`;
  r.get(
    api.listPath,
    route(
      deps,
      async (req, res) => {
        res.json({ success: true, data: (await service(req).list(restPage(req.query))).map(api.json) });
      },
      options,
    ),
  );
  r.get(
    item,
    route(
      deps,
      async (req, res) => {
        const row = await service(req).byId(idParam(req));
        if (!row) return res.status(404).json({ success: false, ...notFoundBody(req, options.scope, api.notFound) });
        res.json({ success: true, data: api.json(row) });
      },
      options,
    ),
  );
  r.post(
    api.listPath,
    requireAdmin,
    multipart(deps, fileFields, options),
    route(
      deps,
      async (req, res) => {
        const row = await service(req).create(api.input(bodyOf(req)), uploads(req));
        res.status(201).json({ success: true, data: api.json(row) });
      },
      options,
    ),
  );
  r.put(
    item,
    requireAdmin,
    multipart(deps, fileFields, options),
    route(
      deps,
      async (req, res) => {
        const row = await service(req).update(idParam(req), api.input(bodyOf(req)), uploads(req));
        res.json({ success: true, data: api.json(row) });
      },
      options,
    ),
  );
  r.delete(
    item,
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        await service(req).delete(idParam(req));
        res.json({ success: true });
      },
      options,
    ),
  );
  return r;
}
