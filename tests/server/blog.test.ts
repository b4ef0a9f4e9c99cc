import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, rest, uploadImage } from '../helpers/rest.js';

const url = inject('serverUrl');
const BLOG_FIELDS = [
  'blog_id',
  'blog_title_tr',
  'blog_title_en',
  'blog_slug',
  'blog_summary_tr',
  'blog_summary_en',
  'blog_content_tr',
  'blog_content_en',
  'blog_image',
  'blog_category',
  'blog_date',
  'updated_at',
];

describe('blog: public GraphQL reads return the seeded bilingual content', () => {
  it('blogs: at least 6, newest first, with HTML content in both languages; by id and slug', async () => {
    const res = await gql(url, '{ blogs { id slug titleTr titleEn summaryTr summaryEn contentTr contentEn category date } }');
    const blogs = res.data.blogs;
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    const dates = blogs.map((b: any) => Date.parse(b.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const b of blogs) {
      expect(b.contentTr).toMatch(/<p>/);
      expect(b.contentEn).toMatch(/<p>/);
      expect(b.titleTr).not.toBe(b.titleEn);
      expect(b.category).toBe('Genel');
    }
    const one = await gql(url, 'query($id: Int!, $s: String!) { blog(id: $id) { slug } blogBySlug(slug: $s) { id } }', {
      id: blogs[0].id,
      s: blogs[0].slug,
    });
    expect(one.data).toEqual({ blog: { slug: blogs[0].slug }, blogBySlug: { id: blogs[0].id } });
  });
});

describe("blog: REST reads answer the spec's field names and the same values as GraphQL", () => {
  it('GET /api/blogs is the list itself, lang defaulting to tr; a bad lang is a 400 naming it', async () => {
    const tr = await rest(url, 'GET', '/api/blogs');
    expect(tr.status).toBe(200);
    expect(Array.isArray(tr.json)).toBe(true);
    for (const field of BLOG_FIELDS) expect(tr.json[0]).toHaveProperty(field);
    expect(tr.json[0].title).toBe(tr.json[0].blog_title_tr);
    const en = await rest(url, 'GET', '/api/blogs?lang=en');
    expect(en.json[0].title).toBe(en.json[0].blog_title_en);
    const bad = await rest(url, 'GET', '/api/blogs?lang=fr');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('lang');

    const g = await gql(
      url,
      'query($id: Int!) { blog(id: $id) { titleTr titleEn slug summaryEn contentTr image category date updatedAt } }',
      { id: tr.json[0].blog_id },
    );
    const one = await rest(url, 'GET', `/api/blog/${tr.json[0].blog_id}`);
    expect(one.json).toMatchObject({
      blog_title_tr: g.data.blog.titleTr,
      blog_title_en: g.data.blog.titleEn,
      blog_slug: g.data.blog.slug,
      blog_summary_en: g.data.blog.summaryEn,
      blog_content_tr: g.data.blog.contentTr,
      blog_image: g.data.blog.image,
      blog_category: 'Genel',
      blog_date: g.data.blog.date,
      updated_at: g.data.blog.updatedAt,
    });
    expect((await rest(url, 'GET', '/api/blog/999999')).status).toBe(404);
    expect((await rest(url, 'GET', '/api/blog/abc')).status).toBe(404);
  });
});

describe('blog: REST writes follow the same rules as GraphQL, visible both ways', () => {
  it('blogs: REST create is read by GraphQL, a GraphQL update is read by REST, REST delete', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const payload = {
      title: 'Şebeke Analizi',
      title_en: 'Grid Analysis',
      slug: '',
      summary: 'Özet',
      summary_en: 'Summary',
      content: '<p>İçerik</p><img src=x onerror=alert(1)>',
      content_en: '<p>Content</p>',
      category: 'Genel',
      image,
    };
    const missing = await rest(url, 'POST', '/api/blogs', { ...payload, title_en: '' }, token);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title_en', reason: 'REQUIRED' });

    const created = await rest(url, 'POST', '/api/blogs', payload, token);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ blog_slug: 'sebeke-analizi', blog_image: image, blog_content_tr: '<p>İçerik</p><img src="x" />' });
    const g = await gql(url, 'query($id: Int!) { blog(id: $id) { titleTr titleEn slug image contentTr } }', { id: created.json.blog_id });
    expect(g.data.blog).toEqual({
      titleTr: 'Şebeke Analizi',
      titleEn: 'Grid Analysis',
      slug: 'sebeke-analizi',
      image,
      contentTr: created.json.blog_content_tr,
    });

    const upd = await gql(
      url,
      'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }',
      {
        id: created.json.blog_id,
        input: {
          titleTr: 'Şebeke Analizi 2',
          titleEn: 'Grid Analysis 2',
          slug: 'sebeke-analizi',
          summaryTr: 'Ö',
          summaryEn: 'S',
          contentTr: '<p>a</p>',
          contentEn: '<p>b</p>',
        },
      },
      token,
    );
    expect(upd.errors).toBeUndefined();
    const read = await rest(url, 'GET', `/api/blog/${created.json.blog_id}`);
    expect(read.json).toMatchObject({ blog_title_tr: 'Şebeke Analizi 2', blog_title_en: 'Grid Analysis 2', blog_image: image });

    const put = await rest(url, 'PUT', `/api/blog/${created.json.blog_id}`, { ...payload, title: 'Şebeke Analizi 3' }, token);
    expect(put.json.blog_title_tr).toBe('Şebeke Analizi 3');
    expect((await rest(url, 'DELETE', `/api/blog/${created.json.blog_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await gql(url, 'query($id: Int!) { blog(id: $id) { id } }', { id: created.json.blog_id })).data.blog).toBeNull();
    expect((await rest(url, 'DELETE', `/api/blog/${created.json.blog_id}`, undefined, token)).status).toBe(404);
  });
});

describe('blog: the English may be out of date after its Turkish changes', () => {
  it('marks on a Turkish change, keeps on a re-save, clears on an English edit or a confirmation; refuses unknown names', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const base = {
      titleTr: 'Çeviri Takibi',
      titleEn: 'Translation Tracking',
      slug: 'ceviri-takibi',
      summaryTr: 'Özet',
      summaryEn: 'Summary',
      contentTr: '<p>İçerik</p>',
      contentEn: '<p>Content</p>',
      image,
    };
    const created = await gql(
      url,
      'mutation($input: BlogInput!) { createBlog(input: $input) { id englishOutdated englishMissing } }',
      { input: base },
      token,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createBlog;
    expect(created.data.createBlog).toMatchObject({ englishOutdated: [], englishMissing: [] });
    const update = (input: Record<string, unknown>) =>
      gql(
        url,
        'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { englishOutdated englishMissing } }',
        { id, input: { ...base, ...input } },
        token,
      );
    const outdated = async (input: Record<string, unknown>) => {
      const res = await update(input);
      expect(res.errors).toBeUndefined();
      return res.data.updateBlog.englishOutdated;
    };

    expect(await outdated({ titleTr: 'Çeviri Takibi 2' })).toEqual(['titleEn']);
    // The earlier mark stays while another Turkish text changes (the script is sanitized away: same stored content).
    const changed = { titleTr: 'Çeviri Takibi 2', contentTr: '<p>Yeni içerik</p><script>x()</script>' };
    expect(await outdated(changed)).toEqual(['titleEn', 'contentEn']);
    // Re-saving the same texts (untrimmed, unsanitized) marks nothing new and clears nothing.
    expect(await outdated({ ...changed, titleTr: '  Çeviri Takibi 2 ' })).toEqual(['titleEn', 'contentEn']);

    const bad = await update({ ...changed, summaryTr: 'Yeni özet', confirmedEnglish: ['titleTr'] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmedEnglish', reason: 'INVALID' });
    const read = await gql(url, 'query($id: Int!) { blog(id: $id) { summaryTr englishOutdated } }', { id });
    expect(read.data.blog).toEqual({ summaryTr: 'Özet', englishOutdated: ['titleEn', 'contentEn'] });

    expect(await outdated({ ...changed, titleEn: 'Translation Tracking 2' })).toEqual(['contentEn']);
    expect(await outdated({ ...changed, titleEn: 'Translation Tracking 2', confirmedEnglish: ['contentEn'] })).toEqual([]);

    // The old REST save follows the same rule.
    await rest(
      url,
      'PUT',
      `/api/blog/${id}`,
      {
        title: 'Çeviri Takibi 3',
        title_en: 'Translation Tracking 2',
        slug: 'ceviri-takibi',
        summary: 'Özet',
        summary_en: 'Summary',
        content: '<p>Yeni içerik</p>',
        content_en: '<p>Content</p>',
        image,
      },
      token,
    );
    expect((await gql(url, 'query($id: Int!) { blog(id: $id) { englishOutdated } }', { id })).data.blog.englishOutdated).toEqual([
      'titleEn',
    ]);
    expect((await rest(url, 'DELETE', `/api/blog/${id}`, undefined, token)).json).toEqual({ success: true });
  });
});

describe("blog: REST errors carry the admin screens' text in the request's language", () => {
  it('a new (so published) post without an image, a missing title, an unknown post', async () => {
    const token = await adminToken(url);
    const payload = {
      title: 'Görselsiz Yazı',
      title_en: 'No Image',
      summary: 'Özet',
      summary_en: 'Summary',
      content: '<p>a</p>',
      content_en: '<p>b</p>',
    };
    const noImage = await rest(url, 'POST', '/api/blogs', payload, token);
    expect(noImage.status).toBe(400);
    expect(noImage.json).toMatchObject({
      field: 'image',
      reason: 'REQUIRED_TO_PUBLISH',
      message: 'Yayınlanacak bir blog yazısı için görsel gereklidir. Görseli olmayan yazı taslak olarak kaydedilebilir.',
    });
    expect((await rest(url, 'POST', '/api/blogs?lang=en', payload, token)).json.message).toBe(
      'A blog post needs an image to be published. Without one it can be saved as a draft.',
    );
    const noTitle = await rest(url, 'POST', '/api/blogs', { ...payload, title: '' }, token);
    expect(noTitle.json).toMatchObject({ field: 'title', reason: 'REQUIRED', message: 'Bu alan gereklidir.' });
    const missing = await rest(url, 'GET', '/api/blog/999999?lang=en');
    expect(missing.json).toMatchObject({ code: 'NOT_FOUND', message: 'Record not found.' });
    const anonymous = await rest(url, 'POST', '/api/blogs', payload);
    expect(anonymous.json).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.' });
  });
});
