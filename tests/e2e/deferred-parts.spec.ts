import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../helpers/server';
import { expect, open, test } from './fixtures';

/** The chunk the client build made of a source file (relative to client/), from Vite's manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  expect(manifest[source], `${source} is a chunk of its own`).toBeDefined();
  return `/${manifest[source]!.file}`;
}

/** The chunks a page starts with (client/boot-after-paint.js reads this list), by file. */
async function startingModules(html: string): Promise<string[]> {
  const block = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html);
  expect(block, 'the page lists its modules').not.toBeNull();
  const { entry, preload } = JSON.parse(block![1]!) as { entry: string; preload: string[] };
  return [entry, ...preload];
}

// Tabs and the contact form are in the server's HTML and hydrate from chunks of their own (client/components/deferred.tsx):
// the page starts without their code, and they work once it has come, whether used at once or reached by navigation.
test.describe('parts hydrated from their own chunks', () => {
  test('a product\'s specification tabs: in the HTML, not in the starting modules, and switching tabs works (tr, en)', async ({ page, request }) => {
    const { data } = await (await request.post('/graphql', { data: { query: '{ products(take: 30) { slug specGroups { nameTr nameEn } } }' } })).json();
    const product = (data.products as Array<{ slug: string; specGroups: Array<{ nameTr: string; nameEn: string }> }>).find((p) => p.specGroups.length > 1)!;
    const html = await (await request.get(`/products/${product.slug}`)).text();
    expect(html).toContain('data-testid="spec-tabs"');
    const modules = await startingModules(html);
    const loaded: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname); });

    for (const lang of ['tr', 'en'] as const) {
      await open(page, `/products/${product.slug}`, lang);
      const tabs = page.getByTestId('spec-tabs');
      const second = lang === 'tr' ? product.specGroups[1]!.nameTr : product.specGroups[1]!.nameEn;
      // A tap before the tabs' code has come is not replayed: tapped again until they answer.
      await expect(async () => {
        await tabs.getByRole('tab', { name: second }).click();
        await expect(tabs.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await expect(tabs.getByRole('tabpanel')).toBeVisible();
    }
    // The tabs' code is a chunk of its own, not among those the page starts with, loaded when hydration reached them.
    const tabsChunk = chunkOf('features/products/components/SpecTabs.tsx');
    expect(modules).not.toContain(tabsChunk);
    expect(loaded).toContain(tabsChunk);
  });

  test('the resources tabs switch lists and keep the URL; a product reached by client navigation shows its tabs', async ({ page, request }) => {
    expect(await startingModules(await (await request.get('/resources')).text())).not.toContain(chunkOf('app/pages/ResourceTabs.tsx'));
    expect(await startingModules(await (await request.get('/')).text())).not.toContain(chunkOf('features/contact/components/ContactForm.tsx'));
    await open(page, '/resources', 'en');
    await expect(async () => {
      await page.getByTestId('resources-tab-documents').click();
      await expect(page).toHaveURL(/[?&]tab=documents/, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('resources-tab-documents')).toHaveAttribute('aria-selected', 'true');

    await open(page, '/products');
    await page.getByRole('main').locator('a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[\w-]+/);
    await expect(page.getByTestId('spec-tabs')).toBeVisible();
  });
});
