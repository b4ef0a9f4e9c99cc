// Every payload of the XSS corpus, saved through GraphQL and REST into every rich-text field in
// both languages, is stored as clean HTML (parsed, not pattern-matched); plain-text fields keep exactly what was
// sent (they are text, escaped where shown: tests/e2e/xss.spec.ts proves no page runs them).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { XSS_PAYLOADS, type XssPayload } from '../fixtures/xss-payloads.js';
import { gql, gqlUpload } from '../helpers/graphql.js';
import { adminToken, form, pdfBlob, rest, uploadImage } from '../helpers/rest.js';
import { closeHtmlChecker, unsafeParts } from '../helpers/unsafe-html.js';

const url = inject('serverUrl');
const N = XSS_PAYLOADS.length;
const HALF = Math.ceil(N / 2);

/** Request j carries payload j in the Turkish field and payload j + N/2 in the English one: each lands in both. */
const pair = (j: number): [XssPayload, XssPayload] => [XSS_PAYLOADS[j], XSS_PAYLOADS[(j + HALF) % N]];
/** A plain-text value within a field's length limit. */
const fit = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max));
/** A benign paragraph saved with each payload: proves the save happened and harmless markup survives. */
const control = (j: number, lang: string) => `<p>control ${j} ${lang}</p>`;

function expectClean(stored: string, payload: XssPayload, where: string) {
  expect(unsafeParts(stored), `payload ${payload.id} (${payload.name}) ${where}: ${stored}`).toEqual([]);
}

function expectVerbatim(stored: unknown, sent: string, payload: XssPayload, where: string) {
  expect(stored, `payload ${payload.id} (${payload.name}) ${where}`).toBe(sent.trim());
}

let token: string;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  token = await adminToken(url);
});
afterAll(() => closeHtmlChecker());

describe('XSS: the checker itself', () => {
  it('finds something unsafe in every payload that is markup, and nothing in harmless rich text', () => {
    const plainText = new Set([
      'script split by nested tags',
      'doubled angle brackets',
      'attribute value with a tag',
      'single-quoted attribute breaking',
      'unquoted attribute breakout',
      'javascript: as plain text',
      'mXSS: noembed',
      'mXSS: noframes',
      'mXSS: textarea title',
    ]);
    for (const p of XSS_PAYLOADS) if (!plainText.has(p.name)) expect(unsafeParts(p.html), `payload ${p.id} (${p.name})`).not.toEqual([]);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(
      unsafeParts(
        '<h2>Başlık</h2><p>a <a href="https://x.example/" rel="noopener">b</a> <img src="/img/a.jpg" alt="c" /></p><table><tr><td>1</td></tr></table>',
      ),
    ).toEqual([]);
  });
});

describe('XSS: blog content is stored clean, titles and summaries as sent', () => {
  const input = (j: number) => {
    const [tr, en] = pair(j);
    return {
      tr,
      en,
      gql: {
        titleTr: fit(tr.html, 255),
        titleEn: fit(en.html, 255),
        summaryTr: fit(tr.html, 2000),
        summaryEn: fit(en.html, 2000),
        contentTr: control(j, 'tr') + tr.html,
        contentEn: control(j, 'en') + en.html,
      },
    };
  };
  const check = (
    stored: { titleTr: string; titleEn: string; summaryTr: string; summaryEn: string; contentTr: string; contentEn: string },
    j: number,
    api: string,
  ) => {
    const { tr, en, gql: sent } = input(j);
    expectClean(stored.contentTr, tr, `in contentTr via ${api}`);
    expectClean(stored.contentEn, en, `in contentEn via ${api}`);
    expect(stored.contentTr).toContain(control(j, 'tr'));
    expect(stored.contentEn).toContain(control(j, 'en'));
    expectVerbatim(stored.titleTr, sent.titleTr, tr, `in titleTr via ${api}`);
    expectVerbatim(stored.titleEn, sent.titleEn, en, `in titleEn via ${api}`);
    expectVerbatim(stored.summaryTr, sent.summaryTr, tr, `in summaryTr via ${api}`);
    expectVerbatim(stored.summaryEn, sent.summaryEn, en, `in summaryEn via ${api}`);
  };
  const FIELDS = 'id titleTr titleEn summaryTr summaryEn contentTr contentEn';

  it('GraphQL: createBlog, then updateBlog with every payload in contentTr and contentEn', async () => {
    const image = await uploadImage(url, token, 'blog');
    const slug = `xss-gql-blog-${stamp}`;
    const created = await gql(
      url,
      `mutation($input: BlogInput!) { createBlog(input: $input) { ${FIELDS} } }`,
      { input: { ...input(0).gql, slug, image } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createBlog.id;
    check(created.data.createBlog, 0, 'createBlog');
    for (let j = 1; j < N; j++) {
      const res = await gql(
        url,
        `mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input: { ...input(j).gql, slug } },
        token,
      );
      expect(res.errors, `payloads ${String(pair(j).map((p) => p.id))}`).toBeUndefined();
      check(res.data.updateBlog, j, 'updateBlog');
    }
    // What REST reads back is what GraphQL answered.
    const read = await rest(url, 'GET', `/api/blog/${id}`);
    check(
      {
        titleTr: read.json.blog_title_tr,
        titleEn: read.json.blog_title_en,
        summaryTr: read.json.blog_summary_tr,
        summaryEn: read.json.blog_summary_en,
        contentTr: read.json.blog_content_tr,
        contentEn: read.json.blog_content_en,
      },
      N - 1,
      'GET /api/blog',
    );
    expect((await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id }, token)).data.deleteBlog).toBe(true);
  });

  it('REST: POST /api/blogs, then PUT /api/blog/:id with every payload in content and content_en', async () => {
    const image = await uploadImage(url, token, 'blog');
    const slug = `xss-rest-blog-${stamp}`;
    const body = (j: number) => {
      const s = input(j).gql;
      return {
        title: s.titleTr,
        title_en: s.titleEn,
        slug,
        summary: s.summaryTr,
        summary_en: s.summaryEn,
        content: s.contentTr,
        content_en: s.contentEn,
        category: 'Genel',
        image,
      };
    };
    const stored = (json: any) => ({
      titleTr: json.blog_title_tr,
      titleEn: json.blog_title_en,
      summaryTr: json.blog_summary_tr,
      summaryEn: json.blog_summary_en,
      contentTr: json.blog_content_tr,
      contentEn: json.blog_content_en,
    });
    const created = await rest(url, 'POST', '/api/blogs', body(0), token);
    expect(created.status, created.text).toBe(201);
    const id = created.json.blog_id;
    check(stored(created.json), 0, 'POST /api/blogs');
    for (let j = 1; j < N; j++) {
      const res = await rest(url, 'PUT', `/api/blog/${id}`, body(j), token);
      expect(res.status, `payloads ${String(pair(j).map((p) => p.id))}: ${res.text}`).toBe(200);
      check(stored(res.json), j, 'PUT /api/blog/:id');
    }
    const read = await gql(url, `query($id: Int!) { blog(id: $id) { ${FIELDS} } }`, { id });
    check(read.data.blog, N - 1, 'the blog query');
    expect((await rest(url, 'DELETE', `/api/blog/${id}`, undefined, token)).status).toBe(200);
  });
});

describe('XSS: product long descriptions are stored clean, names, descriptions and specifications as sent', () => {
  const input = (j: number) => {
    const [tr, en] = pair(j);
    return {
      tr,
      en,
      gql: {
        name: fit(tr.html, 200),
        category: 'energy',
        shortDescriptionTr: fit(tr.html, 1000),
        shortDescriptionEn: fit(en.html, 1000),
        longDescriptionTr: control(j, 'tr') + tr.html,
        longDescriptionEn: control(j, 'en') + en.html,
        specGroups: [
          {
            nameTr: fit(tr.html, 200),
            nameEn: fit(en.html, 200),
            specs: [{ nameTr: fit(tr.html, 200), nameEn: fit(en.html, 200), valueTr: fit(tr.html, 500), valueEn: fit(en.html, 500) }],
          },
        ],
      },
    };
  };
  interface Stored {
    name: string;
    shortDescriptionTr: string;
    shortDescriptionEn: string;
    longDescriptionTr: string;
    longDescriptionEn: string;
    specGroups: Array<{
      nameTr: string;
      nameEn: string;
      specs: Array<{ nameTr: string; nameEn: string; valueTr: string; valueEn: string }>;
    }>;
  }
  const check = (stored: Stored, j: number, api: string) => {
    const { tr, en, gql: sent } = input(j);
    expectClean(stored.longDescriptionTr, tr, `in longDescriptionTr via ${api}`);
    expectClean(stored.longDescriptionEn, en, `in longDescriptionEn via ${api}`);
    expect(stored.longDescriptionTr).toContain(control(j, 'tr'));
    expect(stored.longDescriptionEn).toContain(control(j, 'en'));
    expectVerbatim(stored.name, sent.name, tr, `in name via ${api}`);
    expectVerbatim(stored.shortDescriptionTr, sent.shortDescriptionTr, tr, `in shortDescriptionTr via ${api}`);
    expectVerbatim(stored.shortDescriptionEn, sent.shortDescriptionEn, en, `in shortDescriptionEn via ${api}`);
    const [group] = stored.specGroups;
    const [sentGroup] = sent.specGroups;
    expectVerbatim(group.nameTr, sentGroup.nameTr, tr, `in a group's nameTr via ${api}`);
    expectVerbatim(group.nameEn, sentGroup.nameEn, en, `in a group's nameEn via ${api}`);
    for (const key of ['nameTr', 'valueTr', 'nameEn', 'valueEn'] as const) {
      expectVerbatim(group.specs[0][key], sentGroup.specs[0][key], key.endsWith('Tr') ? tr : en, `in a spec's ${key} via ${api}`);
    }
  };
  const FIELDS =
    'id name shortDescriptionTr shortDescriptionEn longDescriptionTr longDescriptionEn specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } }';

  it('GraphQL: createProduct, then updateProduct with every payload in longDescriptionTr and longDescriptionEn', async () => {
    const slug = `xss-gql-product-${stamp}`;
    const created = await gql(
      url,
      `mutation($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`,
      { input: { ...input(0).gql, slug } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createProduct.id;
    check(created.data.createProduct, 0, 'createProduct');
    for (let j = 1; j < N; j++) {
      const res = await gql(
        url,
        `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`,
        { id, input: { ...input(j).gql, slug } },
        token,
      );
      expect(res.errors, `payloads ${String(pair(j).map((p) => p.id))}`).toBeUndefined();
      check(res.data.updateProduct, j, 'updateProduct');
    }
    // Product file labels are plain text too.
    const [tr, en] = pair(0);
    const file = await gqlUpload(
      url,
      'mutation($p: Int!, $f: Upload!, $tr: String!, $en: String!) { addProductFile(productId: $p, file: $f, fileTypeTr: $tr, fileTypeEn: $en) { fileTypeTr fileTypeEn } }',
      { p: id, f: null, tr: fit(tr.html, 100), en: fit(en.html, 100) },
      { 'variables.f': [pdfBlob(), 'xss.pdf'] },
      token,
    );
    expect(file.errors).toBeUndefined();
    expect(file.data.addProductFile).toEqual({ fileTypeTr: fit(tr.html, 100).trim(), fileTypeEn: fit(en.html, 100).trim() });
    const read = await rest(url, 'GET', `/api/product/${id}`);
    check(restProduct(read.json), N - 1, 'GET /api/product');
    expect((await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token)).data.deleteProduct).toBe(true);
  });

  it('REST: POST /api/products, then PUT /api/product/:id with every payload in long_description_tr and long_description_en', async () => {
    const slug = `xss-rest-product-${stamp}`;
    const body = (j: number) => {
      const s = input(j).gql;
      return {
        name: s.name,
        slug,
        category: s.category,
        short_description_tr: s.shortDescriptionTr,
        short_description_en: s.shortDescriptionEn,
        long_description_tr: s.longDescriptionTr,
        long_description_en: s.longDescriptionEn,
        specifications: s.specGroups.map((g) => ({
          group_name_tr: g.nameTr,
          group_name_en: g.nameEn,
          specs: g.specs.map((x) => ({ name_tr: x.nameTr, name_en: x.nameEn, value_tr: x.valueTr, value_en: x.valueEn })),
        })),
      };
    };
    const created = await rest(url, 'POST', '/api/products', body(0), token);
    expect(created.status, created.text).toBe(201);
    const id = created.json.product_id;
    check(restProduct(created.json), 0, 'POST /api/products');
    for (let j = 1; j < N; j++) {
      const res = await rest(url, 'PUT', `/api/product/${id}`, body(j), token);
      expect(res.status, `payloads ${String(pair(j).map((p) => p.id))}: ${res.text}`).toBe(200);
      check(restProduct(res.json), j, 'PUT /api/product/:id');
    }
    const read = await gql(url, `query($id: Int!) { product(id: $id) { ${FIELDS} } }`, { id });
    check(read.data.product, N - 1, 'the product query');
    expect((await rest(url, 'DELETE', `/api/product/${id}`, undefined, token)).status).toBe(200);
  });
});

/** A REST product in the GraphQL shape. */
function restProduct(json: any) {
  return {
    name: json.product_name,
    shortDescriptionTr: json.short_description_tr,
    shortDescriptionEn: json.short_description_en,
    longDescriptionTr: json.long_description_tr,
    longDescriptionEn: json.long_description_en,
    specGroups: json.specification_groups.map((g: any) => ({
      nameTr: g.group_name_tr,
      nameEn: g.group_name_en,
      specs: g.specifications.map((s: any) => ({
        nameTr: s.spec_name_tr,
        nameEn: s.spec_name_en,
        valueTr: s.spec_value_tr,
        valueEn: s.spec_value_en,
      })),
    })),
  };
}

/** The payloads as a few texts of at most `max` characters; together they hold every payload. */
function chunks(max: number): Array<{ text: string; payloads: XssPayload[] }> {
  const out: Array<{ text: string; payloads: XssPayload[] }> = [];
  for (const p of XSS_PAYLOADS) {
    const last = out[out.length - 1];
    if (last && last.text.length + 1 + p.html.length <= max) {
      last.text += ` ${p.html}`;
      last.payloads.push(p);
    } else out.push({ text: p.html, payloads: [p] });
  }
  return out;
}

describe('XSS: document and application names and descriptions are stored as sent', () => {
  // Below the limits (255 and 5000): CRLF may lengthen a multipart text.
  const parts = chunks(4900);
  /** Request k: chunk k in the Turkish fields, the next chunk in the English ones. */
  const texts = (k: number) => {
    const tr = parts[k % parts.length];
    const en = parts[(k + 1) % parts.length];
    return { tr, en, nameTr: fit(tr.text, 250), nameEn: fit(en.text, 250), descriptionTr: tr.text, descriptionEn: en.text };
  };
  // Multipart form encoding turns every line break into CRLF (browsers do the same).
  const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');
  const expectStored = (
    stored: Record<string, string>,
    k: number,
    names: Record<'nameTr' | 'nameEn' | 'descriptionTr' | 'descriptionEn', string>,
    api: string,
  ) => {
    const t = texts(k);
    for (const key of ['nameTr', 'nameEn', 'descriptionTr', 'descriptionEn'] as const) {
      if (!names[key]) continue;
      const chunk = key.endsWith('Tr') ? t.tr : t.en;
      expectVerbatim(
        stored[names[key]],
        api.includes('/api/') ? crlf(t[key]) : t[key],
        chunk.payloads[0],
        `(and the ${chunk.payloads.length - 1} after it) in ${names[key]} via ${api}`,
      );
    }
  };

  it('documents: GraphQL createDocument/updateDocument and REST POST/PUT /api/documents', async () => {
    const doc = 'id nameTr nameEn descriptionTr descriptionEn';
    const gqlNames = { nameTr: 'nameTr', nameEn: 'nameEn', descriptionTr: 'descriptionTr', descriptionEn: 'descriptionEn' };
    const input = (k: number) => {
      const { nameTr, nameEn, descriptionTr, descriptionEn } = texts(k);
      return { nameTr, nameEn, descriptionTr, descriptionEn };
    };
    const created = await gqlUpload(
      url,
      `mutation($input: DocumentInput!, $f: Upload!) { createDocument(input: $input, fileTr: $f) { ${doc} } }`,
      { input: input(0), f: null },
      { 'variables.f': [pdfBlob(), 'xss.pdf'] },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createDocument.id;
    expectStored(created.data.createDocument, 0, gqlNames, 'createDocument');
    for (let k = 1; k < parts.length; k++) {
      const res = await gql(
        url,
        `mutation($id: Int!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { ${doc} } }`,
        { id, input: input(k) },
        token,
      );
      expect(res.errors).toBeUndefined();
      expectStored(res.data.updateDocument, k, gqlNames, 'updateDocument');
    }
    expect((await gql(url, 'mutation($id: Int!) { deleteDocument(id: $id) }', { id }, token)).data.deleteDocument).toBe(true);

    const restNames = {
      nameTr: 'document_name_tr',
      nameEn: 'document_name_en',
      descriptionTr: 'description_tr',
      descriptionEn: 'description_en',
    };
    const fields = (k: number) => {
      const t = texts(k);
      return { name: t.nameTr, name_en: t.nameEn, description: t.descriptionTr, description_en: t.descriptionEn };
    };
    const posted = await rest(url, 'POST', '/api/documents', form({ ...fields(0), file_tr: [pdfBlob(), 'xss.pdf'] }), token);
    expect(posted.status, posted.text).toBe(201);
    expectStored(posted.json.data, 0, restNames, 'POST /api/documents');
    for (let k = 1; k < parts.length; k++) {
      const res = await rest(url, 'PUT', `/api/document/${posted.json.data.document_id}`, form(fields(k)), token);
      expect(res.status, res.text).toBe(200);
      expectStored(res.json.data, k, restNames, 'PUT /api/document/:id');
    }
    expect((await rest(url, 'DELETE', `/api/document/${posted.json.data.document_id}`, undefined, token)).status).toBe(200);
  });

  it('applications: GraphQL createApplication/updateApplication and REST POST/PUT /api/applications', async () => {
    const app = 'id name descriptionTr descriptionEn';
    const gqlNames = { nameTr: 'name', nameEn: '', descriptionTr: 'descriptionTr', descriptionEn: 'descriptionEn' };
    const input = (k: number) => {
      const t = texts(k);
      return { name: t.nameTr, descriptionTr: t.descriptionTr, descriptionEn: t.descriptionEn };
    };
    const zip = () => new Blob([Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary')]);
    const created = await gqlUpload(
      url,
      `mutation($input: ApplicationInput!, $f: Upload!) { createApplication(input: $input, file: $f) { ${app} } }`,
      { input: input(0), f: null },
      { 'variables.f': [zip(), 'xss.zip'] },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createApplication.id;
    expectStored(created.data.createApplication, 0, gqlNames, 'createApplication');
    for (let k = 1; k < parts.length; k++) {
      const res = await gql(
        url,
        `mutation($id: Int!, $input: ApplicationInput!) { updateApplication(id: $id, input: $input) { ${app} } }`,
        { id, input: input(k) },
        token,
      );
      expect(res.errors).toBeUndefined();
      expectStored(res.data.updateApplication, k, gqlNames, 'updateApplication');
    }
    expect((await gql(url, 'mutation($id: Int!) { deleteApplication(id: $id) }', { id }, token)).data.deleteApplication).toBe(true);

    const restNames = { nameTr: 'app_name', nameEn: '', descriptionTr: 'description_tr', descriptionEn: 'description_en' };
    const fields = (k: number) => {
      const t = texts(k);
      return { name: t.nameTr, description: t.descriptionTr, description_en: t.descriptionEn };
    };
    const posted = await rest(url, 'POST', '/api/applications', form({ ...fields(0), application: [zip(), 'xss.zip'] }), token);
    expect(posted.status, posted.text).toBe(201);
    expectStored(posted.json.data, 0, restNames, 'POST /api/applications');
    for (let k = 1; k < parts.length; k++) {
      const res = await rest(url, 'PUT', `/api/application/${posted.json.data.app_id}`, form(fields(k)), token);
      expect(res.status, res.text).toBe(200);
      expectStored(res.json.data, k, restNames, 'PUT /api/application/:id');
    }
    expect((await rest(url, 'DELETE', `/api/application/${posted.json.data.app_id}`, undefined, token)).status).toBe(200);
  });
});
