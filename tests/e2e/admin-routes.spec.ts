// Every admin route of the specification's route table opens its own screen: the create forms at .../new included,
// and the older bare create paths lead to them.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, signIn, test } from './fixtures';

type Ids = Record<'blog' | 'product' | 'document' | 'application', number>;

/** One existing record of each kind, so the edit routes open a real record. */
async function someIds(baseURL: string): Promise<Ids> {
  const token = await loginToken(baseURL, ADMIN.username, ADMIN.password);
  const { data, errors } = await gql(
    baseURL,
    '{ blogs(take: 1) { id } products(take: 1) { id } documents(take: 1) { id } applications(take: 1) { id } }',
    {},
    token,
  );
  expect(errors).toBeUndefined();
  const first = (list: { id: number }[]) => {
    expect(list.length, 'the test database holds one record of each kind').toBeGreaterThan(0);
    return list[0].id;
  };
  return { blog: first(data.blogs), product: first(data.products), document: first(data.documents), application: first(data.applications) };
}

/** The spec's table, path by path, with the heading of the screen it must open (Turkish). */
function specRoutes(ids: Ids): [path: string, heading: string, form: boolean][] {
  return [
    ['/admin/dashboard', 'Gösterge Paneli', false],
    ['/admin/blogs', 'Blog Yazıları', false],
    ['/admin/products', 'Ürünler', false],
    ['/admin/documents', 'Dokümanlar', false],
    ['/admin/applications', 'Uygulamalar', false],
    ['/admin/blog/new', 'Yeni Blog Yazısı', true],
    [`/admin/blog/${ids.blog}`, 'Blog Yazısını Düzenle', true],
    ['/admin/product/new', 'Yeni Ürün', true],
    [`/admin/product/${ids.product}`, 'Ürünü Düzenle', true],
    ['/admin/document/new', 'Yeni Doküman', true],
    [`/admin/document/${ids.document}`, 'Dokümanı Düzenle', true],
    ['/admin/application/new', 'Yeni Uygulama', true],
    [`/admin/application/${ids.application}`, 'Uygulamayı Düzenle', true],
  ];
}

test('every admin route of the spec opens its screen, with no error in place of the form', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetici Girişi');

  const ids = await someIds(baseURL!);
  await signIn(page);
  for (const [path, heading, form] of specRoutes(ids)) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page, path).toHaveTitle(`${heading} | Enerji Teknoloji Admin`);
    // An edit form loads its record first (slow on a busy machine).
    if (form) await expect(page.getByRole('button', { name: /^(Kaydet|Güncelle)$/ }), path).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('alert'), path).toHaveCount(0);
  }
});

test('the older create paths /admin/document and /admin/application lead to the create forms', async ({ page }) => {
  await signIn(page);
  for (const [old, heading] of [
    ['/admin/document', 'Yeni Doküman'],
    ['/admin/application', 'Yeni Uygulama'],
  ]) {
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${old}/new$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  }
});
