// REST adapter for the old site's blog calls; field names as the old site's API had them.
import { Router } from 'express';
import { userInputError } from '../../common/errors.js';
import { isLanguage } from '../../common/language.js';
import { restPage } from '../../common/pagination.js';
import { bodyOf, idParam, notFoundBody, requireAdmin, route, type FieldNames, type RouteOptions } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';
import type { Blog } from './blog.entity.js';

export function blogJson(b: Blog, lang?: 'tr' | 'en') {
  return {
    blog_id: b.id,
    blog_title_tr: b.titleTr,
    blog_title_en: b.titleEn,
    blog_slug: b.slug,
    blog_summary_tr: b.summaryTr,
    blog_summary_en: b.summaryEn,
    blog_content_tr: b.contentTr,
    blog_content_en: b.contentEn,
    blog_image: b.image,
    blog_image_url: b.imageUrl,
    blog_category: b.category,
    blog_date: b.date,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
    ...(lang
      ? {
          lang,
          title: lang === 'en' ? b.titleEn || b.titleTr : b.titleTr,
          summary: lang === 'en' ? b.summaryEn || b.summaryTr : b.summaryTr,
        }
      : {}),
  };
}

/** The old save payload: title, title_en, slug, summary, summary_en, content, content_en, category, image. */
function blogInput(body: Record<string, unknown>) {
  return {
    titleTr: body.title,
    titleEn: body.title_en,
    slug: body.slug,
    summaryTr: body.summary,
    summaryEn: body.summary_en,
    contentTr: body.content,
    contentEn: body.content_en,
    image: body.image,
    date: body.date,
  };
}

const FIELDS: FieldNames = {
  titleTr: 'title',
  titleEn: 'title_en',
  summaryTr: 'summary',
  summaryEn: 'summary_en',
  contentTr: 'content',
  contentEn: 'content_en',
};
const BLOG: RouteOptions = { scope: 'admin/blog:blog', fields: FIELDS };

export function blogRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.get(
    '/api/blogs',
    route(
      deps,
      async (req, res) => {
        const lang = req.query.lang ?? 'tr';
        if (!isLanguage(lang)) throw userInputError('lang', 'INVALID_LANGUAGE');
        res.json((await req.ctx.services.blogs.list(restPage(req.query))).map((b) => blogJson(b, lang)));
      },
      BLOG,
    ),
  );
  r.get(
    '/api/blog/:id',
    route(
      deps,
      async (req, res) => {
        const blog = await req.ctx.services.blogs.byId(idParam(req));
        if (!blog) return res.status(404).json(notFoundBody(req, 'admin/blog:blog', 'Blog not found'));
        res.json(blogJson(blog));
      },
      BLOG,
    ),
  );
  r.post(
    '/api/blogs',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        res.status(201).json(blogJson(await req.ctx.services.blogs.create(blogInput(bodyOf(req)))));
      },
      BLOG,
    ),
  );
  r.put(
    '/api/blog/:id',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        res.json(blogJson(await req.ctx.services.blogs.update(idParam(req), blogInput(bodyOf(req)))));
      },
      BLOG,
    ),
  );
  r.delete(
    '/api/blog/:id',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        await req.ctx.services.blogs.delete(idParam(req));
        res.json({ success: true });
      },
      BLOG,
    ),
  );
  return r;
}
