// REST adapter for the old site's product and product-file calls.
import { Router } from 'express';
import { restPage } from '../../common/pagination.js';
import {
  bodyOf,
  fileOf,
  idParam,
  multipart,
  notFoundBody,
  requireAdmin,
  route,
  sendDownload,
  type FieldNames,
  type RouteOptions,
} from '../route-kit.js';
import { XLSX_TYPE } from '../../spreadsheets/xlsx.js';
import type { ServiceDeps, Services } from '../services.js';
import type { ProductFile } from './product.entity.js';
import type { ProductFileView, ProductRead } from './product-reads.js';
import { PRODUCTS_CSV_FILENAME, PRODUCTS_XLSX_FILENAME, productsCsv, productsXlsx } from './product-spreadsheet.js';

export const DEFAULT_PRODUCT_IMAGE = 'default.jpg';

export function productJson(p: ProductRead) {
  return {
    product_id: p.id,
    id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    product_category: p.category,
    product_image: p.image ?? DEFAULT_PRODUCT_IMAGE,
    product_image_url: p.imageUrl,
    short_description_tr: p.shortDescriptionTr,
    short_description_en: p.shortDescriptionEn,
    long_description_tr: p.longDescriptionTr,
    long_description_en: p.longDescriptionEn,
    technical_specs_tr: p.technicalSpecsTr,
    technical_specs_en: p.technicalSpecsEn,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

/** The product with its specification groups, as GET by-slug and by id answer it. */
export async function productWithGroupsJson(p: ProductRead, products: Services['products']) {
  const groups = await products.specGroups(p);
  return {
    ...productJson(p),
    specification_groups: await Promise.all(
      groups.map(async (g) => ({
        group_id: g.id,
        group_name_tr: g.nameTr,
        group_name_en: g.nameEn,
        specifications: (await products.specs(g)).map((s) => ({
          spec_id: s.id,
          spec_name_tr: s.nameTr,
          spec_name_en: s.nameEn,
          spec_value_tr: s.valueTr,
          spec_value_en: s.valueEn,
        })),
      })),
    ),
  };
}

export function productFileJson(f: ProductFile | ProductFileView) {
  return {
    file_id: f.id,
    product_id: f.product.id,
    file_name: f.file.originalName,
    file_name_tr: f.file.originalName,
    file_name_en: f.file.originalName,
    file_path: f.downloadUrl,
    file_type_tr: f.fileTypeTr,
    file_type_en: f.fileTypeEn,
    file_size: f.file.size,
    mime_type: f.file.mimeType,
    created_at: f.createdAt,
  };
}

type Body = Record<string, unknown>;
const list = (v: unknown): Body[] => (Array.isArray(v) ? (v as Body[]) : []);

/**
 * The old save payload: name, slug, category, short/long descriptions, image and specifications as
 * [{ group_name_tr, group_name_en, specs: [{ name_tr, name_en, value_tr, value_en }] }]. `description` stands in
 * for an absent long_description_tr; technical, entrance and power are accepted and ignored (always sent empty).
 */
function productInput(body: Body) {
  const groups = body.specifications ?? body.specification_groups;
  // '' and the default image's name mean "no image"; left out keeps the current one.
  const image = body.image ?? body.product_image;
  return {
    name: body.name ?? body.product_name,
    slug: body.slug ?? body.product_slug,
    category: body.category ?? body.product_category,
    image: image === DEFAULT_PRODUCT_IMAGE ? null : image,
    shortDescriptionTr: body.short_description_tr,
    shortDescriptionEn: body.short_description_en,
    longDescriptionTr: body.long_description_tr ?? body.description,
    longDescriptionEn: body.long_description_en,
    technicalSpecsTr: body.technical_specs_tr,
    technicalSpecsEn: body.technical_specs_en,
    specGroups:
      groups === undefined
        ? undefined
        : list(groups).map((g) => ({
            nameTr: g.group_name_tr,
            nameEn: g.group_name_en,
            specs: list(g.specs ?? g.specifications).map((s) => ({
              nameTr: s.name_tr ?? s.spec_name_tr,
              nameEn: s.name_en ?? s.spec_name_en,
              valueTr: s.value_tr ?? s.spec_value_tr,
              valueEn: s.value_en ?? s.spec_value_en,
            })),
          })),
  };
}

const FIELDS: FieldNames = {
  shortDescriptionTr: 'short_description_tr',
  shortDescriptionEn: 'short_description_en',
  longDescriptionTr: 'long_description_tr',
  longDescriptionEn: 'long_description_en',
  technicalSpecsTr: 'technical_specs_tr',
  technicalSpecsEn: 'technical_specs_en',
  specGroups: 'specifications',
  nameTr: 'name_tr',
  nameEn: 'name_en',
  valueTr: 'value_tr',
  valueEn: 'value_en',
  fileTypeTr: 'file_type_tr',
  fileTypeEn: 'file_type_en',
};
const PRODUCT: RouteOptions = { scope: 'admin/product:product', fields: FIELDS };
const PRODUCT_FILE: RouteOptions = { scope: 'admin/product:productFile', fields: FIELDS };

export function productRoutes(deps: ServiceDeps): Router {
  const r = Router();
  // Every product, drafts too, as the spreadsheet importProducts reads back (product-spreadsheet.ts).
  r.get(
    '/api/products.csv',
    requireAdmin,
    route(deps, async (req, res) => {
      const csv = productsCsv(await req.ctx.services.products.catalogue());
      res
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${PRODUCTS_CSV_FILENAME}"`,
          'Cache-Control': 'no-store',
        })
        .send(csv);
    }),
  );
  r.get(
    '/api/products.xlsx',
    requireAdmin,
    route(deps, async (req, res) => {
      const workbook = productsXlsx(await req.ctx.services.products.catalogue());
      res
        .set({
          'Content-Type': XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${PRODUCTS_XLSX_FILENAME}"`,
          'Cache-Control': 'no-store',
        })
        .send(Buffer.from(workbook));
    }),
  );
  r.get(
    '/api/products',
    route(
      deps,
      async (req, res) => {
        res.json((await req.ctx.services.products.list(restPage(req.query))).map(productJson));
      },
      PRODUCT,
    ),
  );
  r.get(
    '/api/product/by-slug/:slug',
    route(
      deps,
      async (req, res) => {
        const product = await req.ctx.services.products.bySlug(String(req.params.slug), { withSpecs: true });
        if (!product) return res.status(404).json(notFoundBody(req, 'admin/product:product', 'Product not found'));
        res.json(await productWithGroupsJson(product, req.ctx.services.products));
      },
      PRODUCT,
    ),
  );
  r.get(
    '/api/product/:id',
    route(
      deps,
      async (req, res) => {
        const product = await req.ctx.services.products.byId(idParam(req), { withSpecs: true });
        if (!product) return res.status(404).json(notFoundBody(req, 'admin/product:product', 'Product not found'));
        res.json(await productWithGroupsJson(product, req.ctx.services.products));
      },
      PRODUCT,
    ),
  );
  r.post(
    '/api/products',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        const product = await req.ctx.services.products.create(productInput(bodyOf(req)));
        res.status(201).json({ success: true, ...(await productWithGroupsJson(product, req.ctx.services.products)) });
      },
      PRODUCT,
    ),
  );
  r.put(
    '/api/product/:id',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        const product = await req.ctx.services.products.update(idParam(req), productInput(bodyOf(req)));
        res.json({ success: true, ...(await productWithGroupsJson(product, req.ctx.services.products)) });
      },
      PRODUCT,
    ),
  );
  r.delete(
    '/api/product/:id',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        await req.ctx.services.products.delete(idParam(req));
        res.json({ success: true });
      },
      PRODUCT,
    ),
  );

  r.get(
    '/api/product-files/:product_id',
    route(
      deps,
      async (req, res) => {
        res.json((await req.ctx.services.products.files(idParam(req, 'product_id'))).map(productFileJson));
      },
      PRODUCT_FILE,
    ),
  );
  r.post(
    '/api/product-files/:product_id',
    requireAdmin,
    multipart(deps, ['file'], PRODUCT_FILE),
    route(
      deps,
      async (req, res) => {
        const body = bodyOf(req);
        const types = { fileTypeTr: body.file_type_tr, fileTypeEn: body.file_type_en };
        const row = await req.ctx.services.products.addFile(idParam(req, 'product_id'), fileOf(req, 'file'), types);
        res.status(201).json({ success: true, ...productFileJson(row) });
      },
      PRODUCT_FILE,
    ),
  );
  r.delete(
    '/api/product-file/:id',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        await req.ctx.services.products.deleteFile(idParam(req));
        res.json({ success: true });
      },
      PRODUCT_FILE,
    ),
  );

  r.get(
    '/api/download/:file_id',
    route(
      deps,
      async (req, res) => {
        const id = idParam(req, 'file_id');
        // ?grant=: a link an administrator was given (a draft's file in the preview); kept by no cache along the way.
        const granted = (await req.ctx.services.auth.grantedFile(req.query.grant)) === id;
        const row = await req.ctx.services.products.fileById(id, granted);
        await sendDownload(res, deps.storage, 'productFiles', row?.file, granted ? 'private, no-store' : undefined);
      },
      PRODUCT_FILE,
    ),
  );
  return r;
}
