// Every admin mutation refuses invalid input with BAD_USER_INPUT naming the field and the reason, and changes nothing;
// a product save is one transaction; slugs transliterate Turkish letters.
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '../helpers/database.js';
import { gql, gqlUpload } from '../helpers/graphql.js';
import { adminToken, pdfBlob, uploadImage } from '../helpers/rest.js';
import { removeDir, root, startServer } from '../helpers/server.js';

const url = inject('serverUrl');
const unique = () => Math.random().toString(36).slice(2, 8);
const COUNTS = '{ dashboardStats { blogs products documents applications } }';

type Failure = [label: string, call: () => Promise<any>, field: string, reason: string];

/** Runs each call, expecting BAD_USER_INPUT with `field` and `reason` and no data, and the counters unchanged. */
async function expectRefused(token: string, failures: Failure[]): Promise<void> {
  const before = (await gql(url, COUNTS, {}, token)).data.dashboardStats;
  for (const [label, call, field, reason] of failures) {
    const res = await call();
    expect(res.errors?.[0]?.extensions, label).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    expect(res.data ?? null, label).toBeNull();
  }
  expect((await gql(url, COUNTS, {}, token)).data.dashboardStats).toEqual(before);
}

const BLOG = 'id slug titleTr titleEn image';
const createBlog = (token: string, input: object) =>
  gql(url, `mutation($input: BlogInput!) { createBlog(input: $input) { ${BLOG} } }`, { input }, token);
const updateBlog = (token: string, id: number, input: object) =>
  gql(url, `mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${BLOG} } }`, { id, input }, token);
const blogInput = (title: string, image?: string) => ({
  titleTr: title,
  titleEn: `${title} EN`,
  summaryTr: 'Özet',
  summaryEn: 'Summary',
  contentTr: '<p>a</p>',
  contentEn: '<p>b</p>',
  image,
});

const PRODUCT = 'id slug name image specGroups { nameTr nameEn specs { nameTr valueTr } }';
const createProduct = (token: string, input: object) =>
  gql(url, `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`, { input }, token);
const updateProduct = (token: string, id: number, input: object) =>
  gql(url, `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`, { id, input }, token);
const productInput = (name: string, specGroups?: object[]) => ({
  name,
  category: 'energy',
  shortDescriptionTr: 'Kısa',
  shortDescriptionEn: 'Short',
  specGroups,
});
const group = (nameTr: string, specs = [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '24 V', valueEn: '24 V' }]) => ({
  nameTr,
  nameEn: `${nameTr} EN`,
  specs,
});

describe('blog mutations refuse invalid input and change nothing', () => {
  it('createBlog and updateBlog: missing titles, bad slug, taken slug, missing image on create', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const title = `Doğrulama Yazısı ${unique()}`;
    const existing = await createBlog(token, blogInput(title, image));
    expect(existing.errors).toBeUndefined();
    const post = existing.data.createBlog;
    const other = `Başka Yazı ${unique()}`;
    await expectRefused(token, [
      ['no Turkish title', () => createBlog(token, { ...blogInput(other, image), titleTr: '   ' }), 'titleTr', 'REQUIRED'],
      ['no English title', () => createBlog(token, { ...blogInput(other, image), titleEn: '' }), 'titleEn', 'REQUIRED'],
      ['bad slug', () => createBlog(token, { ...blogInput(other, image), slug: 'Büyük Harf!' }), 'slug', 'INVALID_SLUG'],
      ['taken slug', () => createBlog(token, { ...blogInput(other, image), slug: post.slug }), 'slug', 'SLUG_TAKEN'],
      ['same title, same generated slug', () => createBlog(token, blogInput(title, image)), 'slug', 'SLUG_TAKEN'],
      ['no image on create (published)', () => createBlog(token, blogInput(other)), 'image', 'REQUIRED_TO_PUBLISH'],
      ['empty image on create (published)', () => createBlog(token, blogInput(other, '')), 'image', 'REQUIRED_TO_PUBLISH'],
      ['unknown image', () => createBlog(token, blogInput(other, 'no-such-file.png')), 'image', 'FILE_NOT_FOUND'],
      ['update: no title', () => updateBlog(token, post.id, { ...blogInput(title), titleTr: '' }), 'titleTr', 'REQUIRED'],
      ['update: bad slug', () => updateBlog(token, post.id, { ...blogInput(title), slug: '-x-' }), 'slug', 'INVALID_SLUG'],
    ]);
    const taken = await createBlog(token, blogInput(other, image));
    await expectRefused(token, [
      [
        'update: slug of another post',
        () => updateBlog(token, post.id, { ...blogInput(title), slug: taken.data.createBlog.slug }),
        'slug',
        'SLUG_TAKEN',
      ],
    ]);
    expect((await gql(url, `query($id: Int!) { blog(id: $id) { ${BLOG} } }`, { id: post.id })).data.blog).toEqual(post);
    for (const id of [post.id, taken.data.createBlog.id]) await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id }, token);
  });

  it('a Turkish title gives an ASCII slug', async () => {
    const token = await adminToken(url);
    const res = await createBlog(token, blogInput('Çağrı Şöförü İçin Ölçüm Güç', await uploadImage(url, token, 'blog')));
    expect(res.errors).toBeUndefined();
    expect(res.data.createBlog.slug).toBe('cagri-soforu-icin-olcum-guc');
    await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id: res.data.createBlog.id }, token);
  });
});

describe('product mutations refuse invalid input and change nothing', () => {
  it('createProduct and updateProduct: blank name and group names, empty spec values, taken or bad slug, unknown image', async () => {
    const token = await adminToken(url);
    const name = `Doğrulama Ürünü ${unique()}`;
    const created = await createProduct(token, productInput(name, [group('Genel')]));
    expect(created.errors).toBeUndefined();
    const product = created.data.createProduct;
    const other = `Başka Ürün ${unique()}`;
    const blankSpec = (key: string) => [
      group('Genel', [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '24 V', valueEn: '24 V', [key]: '  ' }]),
    ];
    await expectRefused(token, [
      ['blank name', () => createProduct(token, productInput('  ')), 'name', 'REQUIRED'],
      [
        'blank Turkish group name',
        () => createProduct(token, productInput(other, [group('Genel'), { ...group('x'), nameTr: ' \t ' }])),
        'specGroups.1.nameTr',
        'REQUIRED',
      ],
      [
        'blank English group name',
        () => createProduct(token, productInput(other, [{ ...group('Genel'), nameEn: '   ' }])),
        'specGroups.0.nameEn',
        'REQUIRED',
      ],
      [
        'empty Turkish spec value',
        () => createProduct(token, productInput(other, blankSpec('valueTr'))),
        'specGroups.0.specs.0.valueTr',
        'REQUIRED',
      ],
      [
        'empty English spec value',
        () => createProduct(token, productInput(other, blankSpec('valueEn'))),
        'specGroups.0.specs.0.valueEn',
        'REQUIRED',
      ],
      ['taken slug', () => createProduct(token, { ...productInput(other), slug: product.slug }), 'slug', 'SLUG_TAKEN'],
      ['unknown image', () => createProduct(token, { ...productInput(other), image: 'no-such-file.jpg' }), 'image', 'FILE_NOT_FOUND'],
      [
        'update: blank group name',
        () => updateProduct(token, product.id, productInput(name, [group(' ')])),
        'specGroups.0.nameTr',
        'REQUIRED',
      ],
      [
        'update: empty spec value',
        () => updateProduct(token, product.id, productInput(name, blankSpec('valueTr'))),
        'specGroups.0.specs.0.valueTr',
        'REQUIRED',
      ],
      ['update: bad slug', () => updateProduct(token, product.id, { ...productInput(name), slug: 'a--b' }), 'slug', 'INVALID_SLUG'],
    ]);
    expect((await gql(url, `query($id: Int!) { product(id: $id) { ${PRODUCT} } }`, { id: product.id })).data.product).toEqual(product);
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
  });

  it('a category outside the list is refused by the schema itself (GraphQL enum; REST answers INVALID_CATEGORY)', async () => {
    const token = await adminToken(url);
    const before = (await gql(url, COUNTS, {}, token)).data.dashboardStats;
    const res = await createProduct(token, { ...productInput(`Kategorisiz ${unique()}`), category: 'toaster' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(/ProductCategory/);
    expect((await gql(url, COUNTS, {}, token)).data.dashboardStats).toEqual(before);
  });

  it('a Turkish name gives an ASCII slug', async () => {
    const token = await adminToken(url);
    const res = await createProduct(token, productInput('Çağrı Şöförü İçin Ölçüm Güç'));
    expect(res.errors).toBeUndefined();
    expect(res.data.createProduct.slug).toBe('cagri-soforu-icin-olcum-guc');
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: res.data.createProduct.id }, token);
  });

  it('a save whose specification insert fails leaves no half-saved product', async () => {
    // A server of its own whose database refuses one spec value (a CHECK constraint added through a connection of
    // this test): the value passes validation, the product and group rows go in, then the spec row fails.
    const db = await serverWithDatabase();
    try {
      const client = new pg.Client({ connectionString: db.databaseUrl });
      await client.connect();
      await client.query(`ALTER TABLE spec ADD CONSTRAINT refused_by_test CHECK (value_tr <> '${REFUSED_VALUE}')`);
      await client.end();
      const api = db.server.url;
      const token = await adminToken(api);
      const save = (query: string, variables: Record<string, unknown>) => gql(api, query, variables, token);
      const create = (input: object) => save(`mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`, { input });
      const broken = [group('Genel', [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: REFUSED_VALUE, valueEn: '24 V' }])];
      const productCount = async () => (await gql(api, COUNTS, {}, token)).data.dashboardStats.products;
      const before = await productCount();
      const name = `Yarım Kalmayan Ürün ${unique()}`;
      const failed = await create(productInput(name, broken));
      // Past validation: it failed in the database.
      expect(failed.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(failed.data ?? null).toBeNull();
      expect(await productCount()).toBe(before);
      expect((await gql(api, '{ products(take: 100) { name } }')).data.products.map((p: any) => p.name)).not.toContain(name);

      // An update of an existing product: neither its fields nor its groups change.
      const created = (await create(productInput(name, [group('Genel'), group('Haberleşme')]))).data.createProduct;
      const update = await save(`mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`, {
        id: created.id,
        input: { ...productInput(`${name} 2`, broken), shortDescriptionEn: 'Changed' },
      });
      expect(update.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      const read = await gql(api, `query($id: Int!) { product(id: $id) { ${PRODUCT} shortDescriptionEn } }`, { id: created.id });
      expect(read.data.product).toEqual({ ...created, shortDescriptionEn: 'Short' });
    } finally {
      await db.stop();
    }
  });
});

const REFUSED_VALUE = 'REFUSED BY THE TEST DATABASE';

/** A server on a database of its own, and that database's URL (the embedded one through its socket in DATA_DIR). */
async function serverWithDatabase() {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const server = await startServer({ env: scratch ? { DATABASE_URL: scratch.url } : {} });
  try {
    const { connectEmbeddedDatabase } = await import(`${root}/dist/server/db/embedded.js`);
    const databaseUrl: string = scratch?.url ?? (await connectEmbeddedDatabase(server.dataDir)).url;
    return {
      server,
      databaseUrl,
      async stop() {
        await server.stop();
        removeDir(server.dataDir);
        await scratch?.drop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

describe('file mutations refuse invalid input and change nothing', () => {
  it('addProductFile: blank file types, a file type not allowed', async () => {
    const token = await adminToken(url);
    const product = (await createProduct(token, productInput(`Dosyalı Ürün ${unique()}`))).data.createProduct;
    const add = (fileTypeTr: string, fileTypeEn: string, name = 'föy.pdf') =>
      gqlUpload(
        url,
        'mutation($id: Int!, $file: Upload!, $tr: String!, $en: String!) { addProductFile(productId: $id, file: $file, fileTypeTr: $tr, fileTypeEn: $en) { id } }',
        { id: product.id, file: null, tr: fileTypeTr, en: fileTypeEn },
        { 'variables.file': [pdfBlob(), name] },
        token,
      );
    await expectRefused(token, [
      ['no Turkish type', () => add(' ', 'Datasheet'), 'fileTypeTr', 'REQUIRED'],
      ['no English type', () => add('Teknik Föy', ''), 'fileTypeEn', 'REQUIRED'],
      ['an executable', () => add('Teknik Föy', 'Datasheet', 'föy.exe'), 'file', 'FILE_TYPE_NOT_ALLOWED'],
    ]);
    expect((await gql(url, 'query($id: Int!) { productFiles(productId: $id) { id } }', { id: product.id })).data.productFiles).toEqual([]);
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
  });

  it('createDocument: no Turkish name, a file type not allowed, a cover that is no image', async () => {
    const token = await adminToken(url);
    const create = (nameTr: string, files: Record<string, [Blob, string]>) =>
      gqlUpload(
        url,
        'mutation($input: DocumentInput!, $fileTr: Upload!, $coverImage: Upload) { createDocument(input: $input, fileTr: $fileTr, coverImage: $coverImage) { id } }',
        { input: { nameTr }, fileTr: null, coverImage: null },
        files,
        token,
      );
    await expectRefused(token, [
      ['no Turkish name', () => create('  ', { 'variables.fileTr': [pdfBlob(), 'k.pdf'] }), 'nameTr', 'REQUIRED'],
      ['wrong file type', () => create('Kılavuz', { 'variables.fileTr': [pdfBlob(), 'k.exe'] }), 'fileTr', 'FILE_TYPE_NOT_ALLOWED'],
      ['an empty file', () => create('Kılavuz', { 'variables.fileTr': [new Blob([]), 'k.pdf'] }), 'fileTr', 'FILE_EMPTY'],
      [
        'a cover that is no image',
        () => create('Kılavuz', { 'variables.fileTr': [pdfBlob(), 'k.pdf'], 'variables.coverImage': [pdfBlob(), 'kapak.png'] }),
        'coverImage',
        'FILE_NOT_AN_IMAGE',
      ],
    ]);
  });

  it('createApplication: blank name, a file type not allowed', async () => {
    const token = await adminToken(url);
    const create = (name: string, files: Record<string, [Blob, string]>) =>
      gqlUpload(
        url,
        'mutation($input: ApplicationInput!, $file: Upload!, $icon: Upload) { createApplication(input: $input, file: $file, icon: $icon) { id } }',
        { input: { name }, file: null, icon: null },
        files,
        token,
      );
    await expectRefused(token, [
      ['blank name', () => create(' ', { 'variables.file': [new Blob(['PK\x03\x04zip']), 'a.zip'] }), 'name', 'REQUIRED'],
      ['wrong file type', () => create('Araç', { 'variables.file': [pdfBlob(), 'a.pdf'] }), 'file', 'FILE_TYPE_NOT_ALLOWED'],
      [
        'an icon that is no image',
        () => create('Araç', { 'variables.file': [new Blob(['PK\x03\x04zip']), 'a.zip'], 'variables.icon': [new Blob(['x']), 'i.png'] }),
        'icon',
        'FILE_NOT_AN_IMAGE',
      ],
    ]);
  });
});
