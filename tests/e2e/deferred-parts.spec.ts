import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { root } from '../helpers/server';
import { expect, open, test } from './fixtures';

/** The chunk the client build made of a source file (relative to client/), from Vite's manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  expect(manifest[source], `${source} is a chunk of its own`).toBeDefined();
  return `/${manifest[source].file}`;
}

/** The chunks a page starts with (client/boot-after-paint.js reads this list), by file. */
function startingModules(html: string): string[] {
  const block = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html);
  expect(block, 'the page lists its modules').not.toBeNull();
  const { entry, preload } = JSON.parse(block![1]) as { entry: string; preload: string[] };
  return [entry, ...preload];
}

// Tabs and the contact form are in the server's HTML and hydrate from chunks of their own (client/components/deferred.tsx):
// the page starts without their code, and they work once it has come, whether used at once or reached by navigation.
test.describe('parts hydrated from their own chunks', () => {
  test("a product's specification tabs: in the HTML, not in the starting modules, and switching tabs works (tr, en)", async ({
    page,
    request,
  }) => {
    const { data } = await (
      await request.post('/graphql', { data: { query: '{ products(take: 30) { slug specGroups { nameTr nameEn } } }' } })
    ).json();
    const product = (data.products as Array<{ slug: string; specGroups: Array<{ nameTr: string; nameEn: string }> }>).find(
      (p) => p.specGroups.length > 1,
    )!;
    const html = await (await request.get(`/products/${product.slug}`)).text();
    expect(html).toContain('data-testid="spec-tabs"');
    const modules = startingModules(html);
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
    });

    for (const lang of ['tr', 'en'] as const) {
      await open(page, `/products/${product.slug}`, lang);
      const tabs = page.getByTestId('spec-tabs');
      const second = lang === 'tr' ? product.specGroups[1].nameTr : product.specGroups[1].nameEn;
      // A tap before the tabs' code has come is held and replayed once it has.
      await tabs.getByRole('tab', { name: second }).click();
      await expect(tabs.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tabpanel')).toBeVisible();
    }
    // The tabs' code is a chunk of its own, not among those the page starts with, loaded when hydration reached them.
    const tabsChunk = chunkOf('features/products/components/SpecTabs.tsx');
    expect(modules).not.toContain(tabsChunk);
    expect(loaded).toContain(tabsChunk);
  });

  test('the resources tabs switch lists and keep the URL; a product reached by client navigation shows its tabs', async ({
    page,
    request,
  }) => {
    expect(startingModules(await (await request.get('/resources')).text())).not.toContain(chunkOf('app/pages/ResourceTabs.tsx'));
    expect(startingModules(await (await request.get('/')).text())).not.toContain(chunkOf('features/contact/components/ContactForm.tsx'));
    await open(page, '/resources', 'en');
    await page.getByTestId('resources-tab-documents').click();
    await expect(page).toHaveURL(/[?&]tab=documents/);
    await expect(page.getByTestId('resources-tab-documents')).toHaveAttribute('aria-selected', 'true');

    await open(page, '/products');
    await page.getByRole('main').locator('a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[\w-]+/);
    await expect(page.getByTestId('spec-tabs')).toBeVisible();
  });
});

// What lies below the fold or is rarely shown starts outside the page's modules too: the home page's sections under
// its banner, the footer, a product's description and files, a solution's sections (a list's page links, loaded
// apart too, are followed and switched in catalogue.spec.ts). They all come live, except on a page of islands.
test("below-the-fold parts start outside the page's modules and all come live, without a mismatch (tr, en)", async ({ page, request }) => {
  const { data } = await (await request.post('/graphql', { data: { query: '{ products(take: 1) { slug } }' } })).json();
  const product = (data.products as Array<{ slug: string }>)[0];
  const parts: Record<string, string[]> = {
    '/': ['app/pages/HomeSections.tsx', 'app/layout/Footer.tsx'],
    [`/products/${product.slug}`]: ['components/Prose.tsx', 'features/products/components/FilesTable.tsx', 'app/layout/Footer.tsx'],
    '/solutions/engineering-services': ['features/solutions/components/SolutionSections.tsx'],
  };
  for (const [path, sources] of Object.entries(parts)) {
    const modules = startingModules(await (await request.get(path)).text());
    for (const source of sources) expect(modules, `${path} starts without ${source}`).not.toContain(chunkOf(source));
  }
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
  });
  for (const lang of ['tr', 'en'] as const) {
    for (const path of Object.keys(parts)) {
      loaded.length = 0;
      await open(page, path, lang);
      await expect(page.locator('footer')).toBeVisible();
      if (!(await page.locator('[data-island]').count())) {
        await expect(page.locator('[data-part="pending"]')).toHaveCount(0);
        continue;
      }
      // The home page and a product page are pages of islands (islands.spec.ts): their parts outside them stay the
      // server's HTML, their code never loaded; only a part inside an island not yet live waits for its code.
      await expect(page.locator('[data-part="static"]')).toHaveCount(parts[path].length);
      await expect(page.locator('[data-part="pending"]:not([data-island]:not([data-island-live]) *)')).toHaveCount(0);
      for (const source of parts[path]) expect(loaded, `${path} never loads ${source}`).not.toContain(chunkOf(source));
    }
  }
});

/** Holds the browser's requests for `file` until the returned function is called. */
async function holdRequests(page: Page, file: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

// Before the code that answers it has come, a tap on a button did nothing and a form was sent by the browser itself,
// as a GET of the page with the visitor's fields in its address: client/boot-after-paint.js holds such taps and sends
// and replays them once their part is live.
test.describe('taps before the code has come', () => {
  test("a message typed and sent before the contact form's code has come is sent once it comes, once", async ({ page }) => {
    const release = await holdRequests(page, chunkOf('features/contact/components/ContactForm.tsx'));
    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes('SendContactMessage')) sends.push(r.url());
    });
    await open(page, '/#contact', 'tr');
    const form = page.locator('#contact form');
    // In a part whose code has not come: the home page's contact form is an island (islands.spec.ts), not yet live.
    await expect(form.locator('xpath=ancestor::*[@data-island and not(@data-island-live)]')).toHaveCount(1);
    await form.getByLabel('Ad Soyad').fill('Erken Gönderen');
    await form.getByLabel('E-posta').fill('erken@example.com');
    await form.getByLabel('Konu / Mesajınız').fill('Sayfanın kodu gelmeden yazılan mesaj');
    await form.getByRole('checkbox').check();
    // Every tap and send, once the page's own handlers have had it: whether the browser was kept from acting on it.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { handled: boolean[] }).handled = seen;
      for (const type of ['click', 'submit']) {
        window.addEventListener(type, (event) => setTimeout(() => seen.push(event.defaultPrevented)), true);
      }
    });
    // Tapped twice while nothing answers: one message.
    await form.getByRole('button', { name: 'Gönder' }).click();
    await form.getByRole('button', { name: 'Gönder' }).click();
    // Held: the browser did not send the form itself, and the fields are still there.
    const handled = () => page.evaluate(() => (window as unknown as { handled: boolean[] }).handled);
    await expect.poll(async () => (await handled()).length).toBeGreaterThanOrEqual(2);
    expect(await handled()).not.toContain(false);
    expect(new URL(page.url()).search).toBe('?lang=tr');
    await expect(form.getByLabel('Ad Soyad')).toHaveValue('Erken Gönderen');
    release();
    await expect(page.getByTestId('contact-status')).toHaveText('Mesajınız başarıyla gönderildi!');
    expect(sends).toHaveLength(1);
  });

  test('a comparison chosen before the page has hydrated is kept once it has (en)', async ({ page, request }) => {
    const { data } = await (await request.post('/graphql', { data: { query: '{ products(take: 1) { slug name } }' } })).json();
    const product = (data.products as Array<{ slug: string; name: string }>)[0];
    const { entry } = JSON.parse(
      /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(
        await (await request.get(`/products/${product.slug}?lang=en`)).text(),
      )![1],
    ) as { entry: string };
    const release = await holdRequests(page, entry);
    await page.goto(`/products/${product.slug}?lang=en`);
    const toggle = page.getByTestId('compare-toggle');
    await expect(toggle).toHaveText('Add to comparison');
    await toggle.click();
    // Chosen while the page's code is still held.
    expect(await page.locator('html').getAttribute('data-hydrated')).not.toBe('true');
    release();
    await expect(page.getByTestId('compare-bar')).toContainText(product.name);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('In comparison');
  });
});
