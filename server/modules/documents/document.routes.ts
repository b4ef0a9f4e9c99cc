// REST adapter for the old site's document calls and direct download links.
import type { Router } from 'express';
import { idParam, route, sendDownload, type FieldNames, type RouteOptions } from '../route-kit.js';
import { publicUrl } from '../../files/storage.js';
import { downloadableRoutes, downloadRow } from '../downloadables/downloadable.routes.js';
import type { ServiceDeps } from '../services.js';
import type { Document } from './document.entity.js';

export function documentJson(d: Document) {
  return {
    document_id: d.id,
    id: d.id,
    document_name_tr: d.nameTr,
    document_name_en: d.nameEn,
    description_tr: d.descriptionTr,
    description_en: d.descriptionEn,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    image: d.coverImage,
    cover_image: d.coverImageUrl,
    type: 'document',
    version: d.version,
    file_name_tr: d.fileTr.storedName,
    file_name_en: d.fileEn?.storedName ?? null,
    original_name_tr: d.fileTr.originalName,
    original_name_en: d.fileEn?.originalName ?? null,
    file_path_tr: publicUrl('documentsTr', d.fileTr.storedName),
    file_path_en: d.fileEn ? publicUrl('documentsEn', d.fileEn.storedName) : null,
    file_size_tr: d.fileTr.size,
    file_size_en: d.fileEn?.size ?? null,
    download_url_tr: d.downloadUrlTr,
    download_url_en: d.downloadUrlEn,
  };
}

/** The old form payload: name, name_en, description, description_en, file_type ('document'), file_tr, file_en, image. */
function documentInput(body: Record<string, unknown>) {
  return { nameTr: body.name, nameEn: body.name_en, descriptionTr: body.description, descriptionEn: body.description_en };
}

const FILES = { fileTr: 'file_tr', fileEn: 'file_en', coverImage: 'image' };
const FIELDS: FieldNames = { nameTr: 'name', nameEn: 'name_en', descriptionTr: 'description', descriptionEn: 'description_en', ...FILES };
const DOCUMENT: RouteOptions = { scope: 'admin/document:document', fields: FIELDS };

export function documentRoutes(deps: ServiceDeps): Router {
  const r = downloadableRoutes(deps, {
    listPath: '/api/documents',
    itemPath: '/api/document',
    service: (services) => services.documents,
    json: documentJson,
    input: documentInput,
    files: FILES,
    options: DOCUMENT,
    notFound: 'Document not found',
  });
  r.get(
    '/api/download_document/:document_id/:language',
    route(
      deps,
      async (req, res) => {
        const { row: doc, cacheControl } = await downloadRow(req, req.ctx.services.documents, 'document', idParam(req, 'document_id'));
        const lang = req.params.language;
        if (lang === 'tr') await sendDownload(res, deps.storage, 'documentsTr', doc?.fileTr, cacheControl);
        else await sendDownload(res, deps.storage, 'documentsEn', lang === 'en' ? doc?.fileEn : null, cacheControl);
      },
      DOCUMENT,
    ),
  );
  return r;
}
