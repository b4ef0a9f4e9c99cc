// REST adapter for the old site's application calls and direct download link.
import type { Router } from 'express';
import { idParam, route, sendDownload, type FieldNames, type RouteOptions } from '../route-kit.js';
import { publicUrl } from '../../files/storage.js';
import { downloadableRoutes, downloadRow } from '../downloadables/downloadable.routes.js';
import type { ServiceDeps } from '../services.js';
import type { Application } from './application.entity.js';

/** Both the primary names and the fallbacks the old client reads (app_id/id, app_name/name, ...). */
export function applicationJson(a: Application) {
  const filePath = publicUrl('applications', a.file.storedName);
  return {
    app_id: a.id,
    id: a.id,
    app_name: a.name,
    name: a.name,
    description_tr: a.descriptionTr,
    description: a.descriptionTr,
    description_en: a.descriptionEn,
    app_icon: a.iconUrl,
    image: a.iconUrl,
    file_path: filePath,
    file_tr: filePath,
    file_name: a.file.originalName,
    file_size: a.file.size,
    mime_type: a.file.mimeType,
    version: a.version,
    download_url: a.downloadUrl,
    created_at: a.createdAt,
    date: a.createdAt,
    updated_at: a.updatedAt,
  };
}

/** The old payload: name, description, description_en, file_type ('software'), application (file), image (file). */
function applicationInput(body: Record<string, unknown>) {
  return { name: body.name, descriptionTr: body.description, descriptionEn: body.description_en, version: body.version };
}

const FILES = { file: 'application', icon: 'image' };
const FIELDS: FieldNames = { descriptionTr: 'description', descriptionEn: 'description_en', ...FILES };
const APPLICATION: RouteOptions = { scope: 'admin/application:application', fields: FIELDS };

export function applicationRoutes(deps: ServiceDeps): Router {
  const r = downloadableRoutes(deps, {
    listPath: '/api/applications',
    itemPath: '/api/application',
    service: (services) => services.applications,
    json: applicationJson,
    input: applicationInput,
    files: FILES,
    options: APPLICATION,
    notFound: 'Application not found',
  });
  r.get(
    '/api/download_application/:app_id',
    route(
      deps,
      async (req, res) => {
        const { row: app, cacheControl } = await downloadRow(req, req.ctx.services.applications, 'application', idParam(req, 'app_id'));
        await sendDownload(res, deps.storage, 'applications', app?.file, cacheControl);
      },
      APPLICATION,
    ),
  );
  return r;
}
