// Chromium opening every page that shows the XSS corpus (saved into blog posts, products, a document
// and an application, rich text and plain text, both languages) runs none of it: the marker every payload would
// call is never called, no dialog opens, the Content-Security-Policy never has to block anything (it is the second
// line; the sanitizer must leave it nothing to do), and the DOM has no handler attribute, script URL, frame or
// foreign script. The corpus is checked one payload at a time on the server (tests/server/xss.test.ts).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { MARKER, MISSING, XSS_PAYLOADS, type XssPayload } from '../fixtures/xss-payloads';
import { gql, gqlUpload, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { LANGS, baseUrl, expect, open, openAfterEdit, signIn, test } from './fixtures';

// Only the corpus' own broken images (the last path segment names MISSING, e.g. /blog/xss-missing or /blog/%60xss-missing%60).
test.use({ missingResources: new RegExp(`/[^/?#]*${MISSING}[^/?#]*$`) });
test.describe.configure({ mode: 'serial' });

const GROUPS = 4;
/**
 * Payloads after which the sanitizer keeps nothing more of a field (foreign content it cannot parse safely): each
 * goes last in its group, so the payloads after it still reach the page. The pages are checked to show every payload.
 */
const ENDS_A_FIELD = new Set(['mXSS: svg p style attribute', 'mXSS: form math mtext mglyph']);
const rest = XSS_PAYLOADS.filter((p) => !ENDS_A_FIELD.has(p.name));
const size = Math.ceil(rest.length / GROUPS);
const groups: XssPayload[][] = Array.from({ length: GROUPS }, (_, g) => rest.slice(g * size, (g + 1) * size));
XSS_PAYLOADS.filter((p) => ENDS_A_FIELD.has(p.name)).forEach((p, i) => groups[i % GROUPS].push(p));
const ALL_IDS = XSS_PAYLOADS.map((p) => p.id).sort((a, b) => a - b);
const labels = (text: string | null) => [...(text ?? '').matchAll(/\[payload (\d+)\]/g)].map((m) => Number(m[1]));
/** Record r shows group r in Turkish and group r + 2 in English: every payload is on a page in both languages. */
const other = (r: number) => (r + 2) % GROUPS;
const stamp = Date.now().toString(36);
const PREFIX = `XSS ${stamp}`;

const fit = (text: string, max: number) => text.slice(0, max);
/** Rich text: the group's payloads one after another, each after a label naming it. */
const rich = (group: XssPayload[]) => group.map((p) => `<p>[payload ${p.id}]</p>\n${p.html}`).join('\n');
/** Plain text: a readable prefix to find it by, then the group's payloads as text. */
const plain = (label: string, group: XssPayload[], max: number) => fit(`${PREFIX} ${label} ${group.map((p) => p.html).join(' ')}`, max);

interface Created {
  blogs: Array<{ id: number; slug: string; titleTr: string; contentTr: string }>;
  products: Array<{ id: number; slug: string; name: string; longDescriptionTr: string }>;
  documentId: number;
  applicationId: number;
}
let created: Created;
let token: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const url = baseUrl();
  token = await loginToken(url, ADMIN.username, ADMIN.password);
  const must = <T>(res: { data?: T; errors?: unknown }): T => {
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!;
  };
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  const image = must(
    await gqlUpload<{ uploadImage: string }>(
      url,
      'mutation($f: Upload!) { uploadImage(file: $f, type: blog) }',
      { f: null },
      { 'variables.f': [new Blob([png], { type: 'image/png' }), 'xss.png'] },
      token,
    ),
  ).uploadImage;
  const pdf = () => new Blob(['%PDF-1.4\n% xss\n%%EOF\n'], { type: 'application/pdf' });

  created = { blogs: [], products: [], documentId: 0, applicationId: 0 };
  for (let r = 0; r < GROUPS; r++) {
    const [tr, en] = [groups[r], groups[other(r)]];
    const blog = must(
      await gql<{ createBlog: Created['blogs'][number] }>(
        url,
        'mutation($input: BlogInput!) { createBlog(input: $input) { id slug titleTr contentTr } }',
        {
          input: {
            titleTr: plain(`blog ${r} tr`, tr, 255),
            titleEn: plain(`blog ${r} en`, en, 255),
            slug: `xss-${stamp}-blog-${r}`,
            summaryTr: plain(`blog ${r} summary tr`, tr, 2000),
            summaryEn: plain(`blog ${r} summary en`, en, 2000),
            contentTr: rich(tr),
            contentEn: rich(en),
            image,
          },
        },
        token,
      ),
    ).createBlog;
    created.blogs.push(blog);

    // The last product has no specification groups: the site shows its legacy specifications JSON instead.
    const specs =
      r < GROUPS - 1
        ? {
            specGroups: [
              {
                nameTr: plain(`group ${r} tr`, tr, 200),
                nameEn: plain(`group ${r} en`, en, 200),
                specs: tr.slice(0, 6).map((p, i) => ({
                  nameTr: fit(p.html, 200),
                  nameEn: fit(en[i].html, 200),
                  valueTr: fit(p.html, 500),
                  valueEn: fit(en[i].html, 500),
                })),
              },
            ],
          }
        : {
            technicalSpecsTr: {
              [plain('legacy tr', tr, 200)]: Object.fromEntries(tr.slice(0, 6).map((p) => [fit(p.html, 200), fit(p.html, 500)])),
            },
            technicalSpecsEn: {
              [plain('legacy en', en, 200)]: Object.fromEntries(en.slice(0, 6).map((p) => [fit(p.html, 200), fit(p.html, 500)])),
            },
          };
    const product = must(
      await gql<{ createProduct: Created['products'][number] }>(
        url,
        'mutation($input: ProductInput!) { createProduct(input: $input) { id slug name longDescriptionTr } }',
        {
          input: {
            name: plain(`product ${r}`, tr, 200),
            slug: `xss-${stamp}-product-${r}`,
            category: 'energy',
            shortDescriptionTr: plain(`product ${r} tr`, tr, 1000),
            shortDescriptionEn: plain(`product ${r} en`, en, 1000),
            longDescriptionTr: rich(tr),
            longDescriptionEn: rich(en),
            ...specs,
          },
        },
        token,
      ),
    ).createProduct;
    created.products.push(product);
    must(
      await gqlUpload(
        url,
        'mutation($p: Int!, $f: Upload!, $tr: String!, $en: String!) { addProductFile(productId: $p, file: $f, fileTypeTr: $tr, fileTypeEn: $en) { id } }',
        { p: product.id, f: null, tr: fit(tr[r].html, 100), en: fit(en[r].html, 100) },
        { 'variables.f': [pdf(), 'xss.pdf'] },
        token,
      ),
    );
  }
  created.documentId = must(
    await gqlUpload<{ createDocument: { id: number } }>(
      url,
      'mutation($input: DocumentInput!, $f: Upload!) { createDocument(input: $input, fileTr: $f) { id } }',
      {
        input: {
          nameTr: plain('document tr', groups[0], 255),
          nameEn: plain('document en', groups[1], 255),
          descriptionTr: plain('document description tr', groups[2], 5000),
          descriptionEn: plain('document description en', groups[3], 5000),
        },
        f: null,
      },
      { 'variables.f': [pdf(), 'xss.pdf'] },
      token,
    ),
  ).createDocument.id;
  const zip = new Blob([Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary')]);
  created.applicationId = must(
    await gqlUpload<{ createApplication: { id: number } }>(
      url,
      'mutation($input: ApplicationInput!, $f: Upload!) { createApplication(input: $input, file: $f) { id } }',
      {
        input: {
          name: plain('application', groups[1], 255),
          descriptionTr: plain('application description tr', groups[2], 5000),
          descriptionEn: plain('application description en', groups[3], 5000),
        },
        f: null,
      },
      { 'variables.f': [zip, 'xss.zip'] },
      token,
    ),
  ).createApplication.id;
});

test.afterAll(async () => {
  const url = baseUrl();
  if (!created) return;
  for (const b of created.blogs) await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id: b.id }, token);
  for (const p of created.products) await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: p.id }, token);
  if (created.documentId) await gql(url, 'mutation($id: Int!) { deleteDocument(id: $id) }', { id: created.documentId }, token);
  if (created.applicationId) await gql(url, 'mutation($id: Int!) { deleteApplication(id: $id) }', { id: created.applicationId }, token);
});

interface Watch {
  calls: number[];
  dialogs: string[];
  violations: string[];
}

/** The marker every payload would call, in every frame and across navigations; dialogs and CSP violations recorded. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { calls: [], dialogs: [], violations: [] };
  await page.exposeFunction(MARKER, (id: number) => seen.calls.push(id));
  await page.exposeFunction('__cspViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** Runs in the page: whatever in its DOM could run script. */
function auditDom(): string[] {
  const problems: string[] = [];
  const flag = (el: Element, what: string) => problems.push(`${what}: ${el.outerHTML.slice(0, 160)}`);
  for (const el of document.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'formaction' || lower.includes(':')) flag(el, `attribute ${name}`);
      if (['href', 'src', 'action', 'data', 'poster', 'background', 'cite'].includes(lower)) {
        let protocol: string;
        try {
          protocol = new URL(value, document.baseURI).protocol;
        } catch {
          continue;
        }
        if (/^(javascript|vbscript|data):$/.test(protocol)) flag(el, `${name} with ${protocol}`);
      }
    }
  }
  for (const el of document.querySelectorAll('iframe, frame, frameset, object, embed, applet, portal, base, meta[http-equiv="refresh" i]'))
    flag(el, 'element');
  // The site's scripts come from /assets; the inline blocks are data, never run: the page's data and the list of its
  // modules (JSON, each the one element of its id) and its structured data (JSON-LD, which must still parse: a payload
  // that closed it would break it).
  for (const script of document.scripts) {
    const pageData =
      ['page-data', 'page-modules'].includes(script.id) &&
      script.type === 'application/json' &&
      script === document.querySelectorAll(`#${script.id}`)[0];
    const structuredData = script.type === 'application/ld+json' && !script.src && !script.id;
    if (structuredData) {
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        flag(script, 'structured data that does not parse');
      }
    }
    if (!pageData && !structuredData && !script.src.startsWith(`${location.origin}/assets/`)) flag(script, 'script not from the site');
  }
  const RICH_FORBIDDEN = new Set([
    'style',
    'svg',
    'math',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'template',
    'noscript',
    'xmp',
    'link',
    'meta',
    'video',
    'audio',
    'source',
    'marquee',
    'details',
    'title',
  ]);
  for (const el of document.querySelectorAll('[data-testid="blog-content"] *, [data-testid="long-description"] *')) {
    if (RICH_FORBIDDEN.has(el.localName)) flag(el, 'element in rich text');
  }
  return problems;
}

/** After the page (and what it loads) settled: nothing ran, nothing was blocked, nothing is waiting to run. */
async function expectNothingRan(page: Page, seen: Watch, where: string) {
  const url = page.url();
  await page.waitForLoadState('load');
  // Error, toggle and focus events of the page's content are dispatched as tasks after load: let them run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  expect(seen.calls, `payloads that ran on ${where}`).toEqual([]);
  expect(seen.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(seen.violations, `CSP violations on ${where}`).toEqual([]);
  expect(await page.evaluate(auditDom), `script-capable DOM on ${where}`).toEqual([]);
  expect(page.frames(), `frames on ${where}`).toHaveLength(1);
  expect(page.url(), `navigation away from ${where}`).toBe(url);
}

/**
 * Opens a site page in a language and checks that it shows the corpus (`shows`) and ran none of it. The corpus was
 * added before the tests (an edit): a list kept before it may be served (STALE) for a few seconds while rendered again.
 */
async function visit(page: Page, seen: Watch, path: string, lang: 'tr' | 'en', shows: string) {
  await openAfterEdit(
    page,
    path,
    (expect) => expect(page.locator('body'), `${path} (${lang}) shows the records`).toContainText(shows),
    lang,
  );
  await expectNothingRan(page, seen, `${path} (${lang})`);
}

for (const lang of LANGS) {
  test(`home, blog, products and resources lists run none of the corpus (${lang})`, async ({ page }) => {
    const seen = await watch(page);
    for (const path of ['/', '/blog', '/products?category=energy', '/resources?tab=blog']) await visit(page, seen, path, lang, PREFIX);
    await visit(page, seen, '/resources?tab=documents', lang, `${PREFIX} document ${lang}`);
    await visit(page, seen, '/resources?tab=applications', lang, `${PREFIX} application`);
  });

  test(`blog post pages run none of the corpus (${lang})`, async ({ page }) => {
    const seen = await watch(page);
    const shown = new Set<number>();
    for (const [r, blog] of created.blogs.entries()) {
      await visit(page, seen, `/blog/${blog.slug}`, lang, `${PREFIX} blog ${r} ${lang}`);
      labels(await page.getByTestId('blog-content').textContent()).forEach((id) => shown.add(id));
    }
    expect(
      [...shown].sort((a, b) => a - b),
      'payloads shown in blog posts',
    ).toEqual(ALL_IDS);
  });

  test(`product pages run none of the corpus (${lang})`, async ({ page }) => {
    const seen = await watch(page);
    const shown = new Set<number>();
    for (const [r, product] of created.products.entries()) {
      await visit(page, seen, `/products/${product.slug}`, lang, `${PREFIX} product ${r}`);
      labels(await page.getByTestId('long-description').textContent()).forEach((id) => shown.add(id));
    }
    expect(
      [...shown].sort((a, b) => a - b),
      'payloads shown in product descriptions',
    ).toEqual(ALL_IDS);
  });
}

// The admin shows stored texts as React text and form values whatever its language: once, in its default Turkish.
test('admin lists and forms run none of the corpus', async ({ page }) => {
  const lang = 'tr';
  test.setTimeout(120_000);
  const seen = await watch(page);
  await signIn(page);
  for (const path of ['/admin/blogs', '/admin/products', '/admin/documents', '/admin/applications']) {
    // Searched for: a list shows a page of 25, and the corpus' records may be on any of them.
    await open(page, `${path}?q=${encodeURIComponent(PREFIX)}`, lang);
    await expect(page.locator('body')).toContainText(PREFIX);
    await expectNothingRan(page, seen, `${path} (${lang})`);
  }
  for (const blog of created.blogs) {
    await open(page, `/admin/blog/${blog.id}`, lang);
    // The stored (sanitized) HTML loaded into the visual editor: every payload's label shows, nothing runs.
    await expect(page.getByTestId('editor-contentTr').locator('.ProseMirror')).toContainText(`[payload ${labels(blog.contentTr)[0]}]`);
    await expectNothingRan(page, seen, `/admin/blog/${blog.id} (${lang})`);
  }
  for (const product of created.products) {
    await open(page, `/admin/product/${product.id}`, lang);
    await expect(page.getByTestId('editor-longDescriptionTr').locator('.ProseMirror')).toContainText(
      `[payload ${labels(product.longDescriptionTr)[0]}]`,
    );
    await expectNothingRan(page, seen, `/admin/product/${product.id} (${lang})`);
  }
  for (const path of [`/admin/document/${created.documentId}`, `/admin/application/${created.applicationId}`]) {
    await open(page, path, lang);
    await expect(page.locator('[name="descriptionTr"]')).toHaveValue(/^XSS /);
    await expectNothingRan(page, seen, `${path} (${lang})`);
  }
});
