// Roles: every mutation of the schema, called as each role, answers as the access table (server/shared/access-policy.ts)
// says, over GraphQL and over the old REST paths; an author's work stays a draft and never touches what visitors see;
// a translator changes English fields and nothing else, field by field, through either API; the reads that are not
// everyone's; an administrator gives and changes roles, and the last one stays one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_ROLES,
  ANYONE,
  API_SCOPES,
  CAPABILITIES,
  OPERATIONS,
  operationGrant,
  type AdminRoleName,
  type Operation,
} from '../../server/shared/access-policy.js';
import { gql, loginToken, type GraphQLResponse } from '../helpers/graphql.js';
import { NO_RECORD, sampleMutations } from '../helpers/operations.js';
import { rest } from '../helpers/rest.js';
import { mountedRoutes } from '../helpers/routes.js';
import { ADMIN, root, startIsolatedServer } from '../helpers/server.js';

/** Which operation each REST write of the old site is (its service refuses it by that name). */
const REST_OPERATIONS: Record<string, Operation> = {
  'POST /api/products': 'createProduct',
  'PUT /api/product/:id': 'updateProduct',
  'DELETE /api/product/:id': 'deleteProduct',
  'POST /api/product-files/:product_id': 'addProductFile',
  'DELETE /api/product-file/:id': 'deleteProductFile',
  'POST /api/upload': 'uploadImage',
  'POST /api/blogs': 'createBlog',
  'PUT /api/blog/:id': 'updateBlog',
  'DELETE /api/blog/:id': 'deleteBlog',
  'POST /api/documents': 'createDocument',
  'PUT /api/document/:id': 'updateDocument',
  'DELETE /api/document/:id': 'deleteDocument',
  'POST /api/applications': 'createApplication',
  'PUT /api/application/:id': 'updateApplication',
  'DELETE /api/application/:id': 'deleteApplication',
  'POST /api/login': 'login',
  'POST /mail': 'sendContactMessage',
  'POST /api/quote': 'requestQuote',
  'POST /quote': 'requestQuote',
};

const PRODUCT_FIELDS =
  'id name category publishedAt shortDescriptionTr shortDescriptionEn longDescriptionTr longDescriptionEn specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } }';
const UPDATE_PRODUCT = `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} status } }`;

const errorOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions;

/** The form's input of a product as read back: what a person sends when they change one thing. */
function productInput(p: any, change: (input: any) => void = () => {}) {
  const input = {
    name: p.name,
    category: p.category,
    shortDescriptionTr: p.shortDescriptionTr,
    shortDescriptionEn: p.shortDescriptionEn,
    longDescriptionTr: p.longDescriptionTr,
    longDescriptionEn: p.longDescriptionEn,
    specGroups: p.specGroups,
  };
  const copy = structuredClone(input);
  change(copy);
  return copy;
}

describe('roles', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  const tokens = {} as Record<AdminRoleName, string>;
  const ids = {} as Record<AdminRoleName, number>;

  /** Signs in a new session of the role's person (a session of its own: the table's run ends it with logout). */
  const signIn = (role: AdminRoleName) => loginToken(url, role === 'ADMINISTRATOR' ? ADMIN.username : role.toLowerCase(), ADMIN.password);
  const as = (role: AdminRoleName, query: string, variables: Record<string, unknown> = {}) => gql(url, query, variables, tokens[role]);

  beforeAll(async () => {
    handle = await startIsolatedServer();
    url = handle.server.url;
    for (const role of ADMIN_ROLES.filter((r) => r !== 'ADMINISTRATOR')) {
      // The administrator's password hash: each person signs in with the same test password.
      await handle.sql(
        `insert into admin_user (username, status, email, display_name, language, password_hash, token_version, role)
         select $1::varchar, 'ACTIVE', $1 || '@example.com', initcap($1), 'tr', password_hash, 0, $2 from admin_user where username = $3`,
        [role.toLowerCase(), role, ADMIN.username],
      );
    }
    for (const role of ADMIN_ROLES) {
      tokens[role] = await signIn(role);
      ids[role] = (await as(role, '{ me { id role } }')).data.me.id;
    }
  });
  afterAll(() => handle?.stop());

  it('the table decides every mutation of the schema, and names none the schema lacks', () => {
    const inSchema = sampleMutations()
      .map((m) => m.name)
      .sort();
    expect(Object.keys(OPERATIONS).sort()).toEqual(inSchema);
  });

  it('the back office names every role, capability, grant and scope in both languages', () => {
    for (const lng of ['tr', 'en']) {
      const users = JSON.parse(readFileSync(path.join(root, `client/locales/${lng}/admin/users.json`), 'utf8'));
      const tokens = JSON.parse(readFileSync(path.join(root, `client/locales/${lng}/admin/tokens.json`), 'utf8'));
      const missing = [
        ...ADMIN_ROLES.filter((role) => !users.role[role]),
        ...Object.keys(CAPABILITIES).filter((capability) => !users.roles.capabilities[capability]),
        ...['yes', 'drafts', 'english', 'no'].filter((grant) => !users.roles.grant[grant]),
        ...API_SCOPES.filter((scope) => !tokens.scope[scope]?.name || !tokens.scope[scope]?.what),
      ];
      expect(missing, lng).toEqual([]);
    }
  });

  it('me.role says what each person is', async () => {
    for (const role of ADMIN_ROLES) expect((await as(role, '{ me { role } }')).data.me.role).toBe(role);
  });

  it('the reads that are not everyone’s: accounts and webhooks for administrators, messages and the log for editors too', async () => {
    const reads = ['{ adminUsers { id } }', '{ webhooks { id } }', '{ contactMessages { id } }', '{ auditEntries { id } }'];
    const outcome = async (role: AdminRoleName) =>
      Promise.all(reads.map(async (q) => (errorOf(await as(role, q))?.code === 'FORBIDDEN' ? 'no' : 'yes')));
    expect(await outcome('ADMINISTRATOR')).toEqual(['yes', 'yes', 'yes', 'yes']);
    expect(await outcome('EDITOR')).toEqual(['no', 'no', 'yes', 'yes']);
    expect(await outcome('AUTHOR')).toEqual(['no', 'no', 'no', 'no']);
    expect(await outcome('TRANSLATOR')).toEqual(['no', 'no', 'no', 'no']);
    // The old site's message export reads the same service.
    expect((await rest(url, 'GET', '/api/contact-messages.csv', undefined, tokens.AUTHOR)).status).toBe(403);
  });

  describe('an author', () => {
    it('creates drafts only, whatever is asked, over GraphQL and REST; edits and deletes them; publishes nothing', async () => {
      const created = await as('AUTHOR', CREATE_PRODUCT, {
        input: { name: 'Yazar Ölçer', category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' },
      });
      expect(created.errors).toBeUndefined();
      const draft = created.data.createProduct;
      expect(draft.status).toBe('DRAFT');
      const viaRest = await rest(
        url,
        'POST',
        '/api/products',
        { name: 'Yazar REST', category: 'io', short_description_tr: 'K', short_description_en: 'S' },
        tokens.AUTHOR,
      );
      expect(viaRest.status).toBe(201);
      expect(
        (await as('ADMINISTRATOR', 'query($id: Int!) { product(id: $id) { status } }', { id: viaRest.json.id })).data.product.status,
      ).toBe('DRAFT');
      // Visitors do not see it.
      expect((await rest(url, 'GET', `/api/product/${draft.id}`)).status).toBe(404);

      const edited = await as('AUTHOR', UPDATE_PRODUCT, {
        id: draft.id,
        input: productInput(draft, (i) => (i.shortDescriptionTr = 'Daha kısa')),
      });
      expect(edited.errors).toBeUndefined();
      const publish = await as('AUTHOR', 'mutation($id: Int!) { publishProduct(id: $id) { id } }', { id: draft.id });
      expect(errorOf(publish)).toMatchObject({ code: 'FORBIDDEN', operation: 'publishProduct' });

      const blog = await as('AUTHOR', 'mutation($i: BlogInput!) { createBlog(input: $i) { id status } }', {
        i: { titleTr: 'Yazarın yazısı', titleEn: 'Post', summaryTr: 'Ö', summaryEn: 'S', contentTr: '<p>İ</p>', contentEn: '<p>C</p>' },
      });
      expect(blog.data.createBlog.status).toBe('DRAFT');
      expect((await as('AUTHOR', 'mutation($id: Int!) { deleteBlog(id: $id) }', { id: blog.data.createBlog.id })).data.deleteBlog).toBe(
        true,
      );
      expect((await rest(url, 'DELETE', `/api/product/${viaRest.json.id}`, undefined, tokens.AUTHOR)).status).toBe(200);
    });

    it('cannot change or delete what visitors see (NOT_A_DRAFT), a published document too, and nothing changes', async () => {
      const published = (await as('AUTHOR', `{ products(take: 1, status: PUBLISHED) { ${PRODUCT_FIELDS} } }`)).data.products[0];
      const update = await as('AUTHOR', UPDATE_PRODUCT, {
        id: published.id,
        input: productInput(published, (i) => (i.shortDescriptionEn = 'Changed')),
      });
      expect(errorOf(update)).toMatchObject({ code: 'FORBIDDEN', operation: 'updateProduct', reason: 'NOT_A_DRAFT' });
      const viaRest = await rest(
        url,
        'PUT',
        `/api/product/${published.id}`,
        { name: published.name, category: published.category, short_description_tr: 'x', short_description_en: 'y' },
        tokens.AUTHOR,
      );
      expect([viaRest.status, viaRest.json.code]).toEqual([403, 'FORBIDDEN']);
      expect(errorOf(await as('AUTHOR', 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: published.id }))).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'NOT_A_DRAFT',
      });
      expect(errorOf(await as('AUTHOR', 'mutation($ids: [Int!]!) { bulkDeleteProducts(ids: $ids) }', { ids: [published.id] }))?.code).toBe(
        'FORBIDDEN',
      );
      const after = (await as('ADMINISTRATOR', `query($id: Int!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id: published.id })).data
        .product;
      expect(after).toEqual(published);

      const document = (await as('AUTHOR', '{ documents(take: 1, status: PUBLISHED) { id nameTr } }')).data.documents[0];
      const changed = await as('AUTHOR', 'mutation($id: Int!, $i: DocumentInput!) { updateDocument(id: $id, input: $i) { id } }', {
        id: document.id,
        i: { nameTr: `${document.nameTr} 2` },
      });
      expect(errorOf(changed)).toMatchObject({ code: 'FORBIDDEN', operation: 'updateDocument', reason: 'NOT_A_DRAFT' });
    });
  });

  describe('a translator', () => {
    it('changes the English of a published product (its specifications too) and confirms it, over GraphQL and REST', async () => {
      const p = (await as('TRANSLATOR', `{ products(take: 1, status: PUBLISHED) { ${PRODUCT_FIELDS} } }`)).data.products[0];
      const input = productInput(p, (i) => {
        i.shortDescriptionEn = 'Translated anew';
        i.specGroups[0].nameEn = 'General (checked)';
        i.specGroups[0].specs[0].valueEn = 'checked value';
        i.confirmedEnglish = ['longDescriptionEn'];
      });
      const res = await as('TRANSLATOR', UPDATE_PRODUCT, { id: p.id, input });
      expect(res.errors).toBeUndefined();
      expect(res.data.updateProduct.specGroups[0].specs[0].valueEn).toBe('checked value');
      expect(res.data.updateProduct.publishedAt).toBe(p.publishedAt);
      const viaRest = await rest(
        url,
        'PUT',
        `/api/product/${p.id}`,
        {
          name: p.name,
          category: p.category,
          short_description_tr: p.shortDescriptionTr,
          short_description_en: 'Over REST',
          long_description_tr: p.longDescriptionTr,
          long_description_en: p.longDescriptionEn,
        },
        tokens.TRANSLATOR,
      );
      expect(viaRest.status, viaRest.text).toBe(200);
    });

    it('never changes a Turkish word, a specification, a group or a name, through either API: FORBIDDEN naming the field', async () => {
      const read = async () =>
        (await as('ADMINISTRATOR', `{ products(take: 1, status: PUBLISHED) { ${PRODUCT_FIELDS} } }`)).data.products[0];
      const p = await read();
      const attempts: Array<[(i: any) => void, string]> = [
        [(i) => (i.shortDescriptionTr = 'Değişti'), 'shortDescriptionTr'],
        [(i) => (i.specGroups[0].specs[0].valueTr = '99 V'), 'specGroups.0.specs.0.valueTr'],
        [(i) => (i.specGroups[0].nameTr = 'Başka'), 'specGroups.0.nameTr'],
        [(i) => i.specGroups.push({ nameTr: 'Yeni', nameEn: 'New', specs: [] }), 'specGroups'],
        [(i) => (i.name = 'Another name'), 'name'],
        // Changing the English with the Turkish at once is refused whole.
        [
          (i) => {
            i.shortDescriptionEn = 'Both';
            i.longDescriptionTr = '<p>İkisi</p>';
          },
          'longDescriptionTr',
        ],
      ];
      for (const [change, field] of attempts) {
        const res = await as('TRANSLATOR', UPDATE_PRODUCT, { id: p.id, input: productInput(p, change) });
        expect(errorOf(res), field).toMatchObject({ code: 'FORBIDDEN', operation: 'updateProduct', field, reason: 'NOT_ENGLISH' });
      }
      const viaRest = await rest(
        url,
        'PUT',
        `/api/product/${p.id}`,
        {
          name: p.name,
          category: p.category,
          short_description_tr: 'REST ile Türkçe',
          short_description_en: p.shortDescriptionEn,
          long_description_tr: p.longDescriptionTr,
          long_description_en: p.longDescriptionEn,
        },
        tokens.TRANSLATOR,
      );
      expect([viaRest.status, viaRest.json.code, viaRest.json.field]).toEqual([403, 'FORBIDDEN', 'short_description_tr']);
      expect(await read()).toEqual(p);
    });

    it('posts, documents and library items follow the same rule; creating, deleting and publishing are not a translator’s', async () => {
      const blog = (await as('TRANSLATOR', '{ blogs(take: 1) { id slug titleTr titleEn summaryTr summaryEn contentTr contentEn } }')).data
        .blogs[0];
      const { id, ...texts } = blog;
      const UPDATE_BLOG = 'mutation($id: Int!, $i: BlogInput!) { updateBlog(id: $id, input: $i) { titleEn } }';
      const translated = await as('TRANSLATOR', UPDATE_BLOG, { id, i: { ...texts, titleEn: 'A translated title' } });
      expect(translated.errors).toBeUndefined();
      expect(translated.data.updateBlog.titleEn).toBe('A translated title');
      expect(errorOf(await as('TRANSLATOR', UPDATE_BLOG, { id, i: { ...texts, titleTr: 'Türkçe başlık' } }))).toMatchObject({
        code: 'FORBIDDEN',
        field: 'titleTr',
      });

      const document = (await as('TRANSLATOR', '{ documents(take: 1) { id nameTr nameEn descriptionTr descriptionEn } }')).data
        .documents[0];
      const UPDATE_DOCUMENT = 'mutation($id: Int!, $i: DocumentInput!) { updateDocument(id: $id, input: $i) { nameEn } }';
      const docTexts = {
        nameTr: document.nameTr,
        nameEn: 'Translated document',
        descriptionTr: document.descriptionTr,
        descriptionEn: document.descriptionEn,
      };
      expect((await as('TRANSLATOR', UPDATE_DOCUMENT, { id: document.id, i: docTexts })).data.updateDocument.nameEn).toBe(
        'Translated document',
      );
      expect(errorOf(await as('TRANSLATOR', UPDATE_DOCUMENT, { id: document.id, i: { ...docTexts, nameTr: 'Yeni ad' } }))).toMatchObject({
        code: 'FORBIDDEN',
        field: 'nameTr',
      });
      const viaRest = await rest(url, 'PUT', `/api/document/${document.id}`, { name: 'REST ile ad' }, tokens.TRANSLATOR);
      expect([viaRest.status, viaRest.json.field]).toEqual([403, 'name']);

      const item = (await as('TRANSLATOR', '{ mediaItems(take: 1) { id altTr altEn } }')).data.mediaItems[0];
      const UPDATE_ITEM = 'mutation($id: Int!, $i: MediaItemInput!) { updateMediaItem(id: $id, input: $i) { altEn } }';
      expect(
        (await as('TRANSLATOR', UPDATE_ITEM, { id: item.id, i: { altEn: 'An English description' } })).data.updateMediaItem.altEn,
      ).toBe('An English description');
      expect(errorOf(await as('TRANSLATOR', UPDATE_ITEM, { id: item.id, i: { altTr: 'Türkçe açıklama' } }))).toMatchObject({
        code: 'FORBIDDEN',
        field: 'altTr',
      });
      expect(errorOf(await as('TRANSLATOR', UPDATE_ITEM, { id: item.id, i: { focalX: 0.2, focalY: 0.3 } }))?.field).toBe('focalX');
    });
  });

  describe('roles are given by an administrator', () => {
    const SET_ROLE = 'mutation($id: Int!, $r: AdminRole!) { setAdminUserRole(id: $id, role: $r) { id role } }';

    it('changes a person’s role, which applies to their very next request; an editor cannot', async () => {
      expect(errorOf(await as('EDITOR', SET_ROLE, { id: ids.AUTHOR, r: 'EDITOR' }))).toMatchObject({
        code: 'FORBIDDEN',
        operation: 'setAdminUserRole',
      });
      expect((await as('ADMINISTRATOR', SET_ROLE, { id: ids.AUTHOR, r: 'EDITOR' })).data.setAdminUserRole.role).toBe('EDITOR');
      expect(errorOf(await as('AUTHOR', '{ contactMessages { id } }'))).toBeUndefined();
      expect((await as('ADMINISTRATOR', SET_ROLE, { id: ids.AUTHOR, r: 'AUTHOR' })).data.setAdminUserRole.role).toBe('AUTHOR');
      expect(errorOf(await as('AUTHOR', '{ contactMessages { id } }'))?.code).toBe('FORBIDDEN');
      const entries = await as(
        'ADMINISTRATOR',
        '{ auditEntries(filter: { entityType: "AdminUser" }, take: 1) { action fields entityId } }',
      );
      expect(entries.data.auditEntries[0]).toMatchObject({ action: 'update', fields: ['role'], entityId: String(ids.AUTHOR) });
    });

    it('the last active administrator stays one (LAST_ADMINISTRATOR), and nothing changes', async () => {
      expect(errorOf(await as('ADMINISTRATOR', SET_ROLE, { id: ids.ADMINISTRATOR, r: 'EDITOR' }))?.code).toBe('LAST_ADMINISTRATOR');
      expect((await as('ADMINISTRATOR', '{ me { role } }')).data.me.role).toBe('ADMINISTRATOR');
      // With a second administrator, the first may step down.
      await as('ADMINISTRATOR', SET_ROLE, { id: ids.EDITOR, r: 'ADMINISTRATOR' });
      expect((await as('ADMINISTRATOR', SET_ROLE, { id: ids.ADMINISTRATOR, r: 'EDITOR' })).data.setAdminUserRole.role).toBe('EDITOR');
      expect(errorOf(await as('ADMINISTRATOR', '{ adminUsers { id } }'))?.code).toBe('FORBIDDEN');
      await as('EDITOR', SET_ROLE, { id: ids.ADMINISTRATOR, r: 'ADMINISTRATOR' });
      await as('ADMINISTRATOR', SET_ROLE, { id: ids.EDITOR, r: 'EDITOR' });
      expect((await as('EDITOR', '{ me { role } }')).data.me.role).toBe('EDITOR');
    });

    it('an invitation names the role the colleague gets', async () => {
      const res = await as('ADMINISTRATOR', 'mutation($i: InviteAdminUserInput!) { inviteAdminUser(input: $i) { role status } }', {
        i: { email: 'cevirmen@example.com', role: 'TRANSLATOR' },
      });
      expect(res.data.inviteAdminUser).toEqual({ role: 'TRANSLATOR', status: 'INVITED' });
    });
  });

  it('every mutation not open to anyone is UNAUTHENTICATED to an anonymous caller and to a forged token', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged';
    const wrong: string[] = [];
    for (const operation of sampleMutations().filter((m) => (OPERATIONS as Record<string, string>)[m.name] !== ANYONE)) {
      for (const [who, token] of [
        ['anonymous', ''],
        ['forged', forged],
      ]) {
        const error = errorOf(await operation.call(token, url));
        if (error?.code !== 'UNAUTHENTICATED') wrong.push(`${operation.name} (${who}): ${JSON.stringify(error ?? 'done')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Last: the sample calls end the people's other sessions (revokeOtherSessions), the ones the tests above use.
  for (const role of ADMIN_ROLES) {
    it(`${role}: every mutation over GraphQL is FORBIDDEN, naming it, exactly where the table says no`, async () => {
      const token = await signIn(role);
      const calls = sampleMutations();
      // Last: it ends the session the others use.
      calls.sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
      const wrong: string[] = [];
      for (const operation of calls) {
        const name = operation.name;
        const error = errorOf(await operation.call(token, url));
        const refused = error?.code === 'FORBIDDEN';
        if (refused !== (operationGrant(role, name as Operation) === 'no') || (refused && error?.operation !== name))
          wrong.push(`${name}: ${JSON.stringify(error ?? 'done')}`);
      }
      expect(wrong).toEqual([]);
    });

    it(`${role}: every REST write is refused with 403 FORBIDDEN exactly where the table says no`, async () => {
      const token = await signIn(role);
      const mounted = (await mountedRoutes()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
      expect(mounted.sort()).toEqual(Object.keys(REST_OPERATIONS).sort());
      const wrong: string[] = [];
      for (const route of mounted) {
        const [method, pattern] = route.split(' ');
        const res = await rest(url, method, pattern.replace(/:[a-z_]+/g, String(NO_RECORD)), {}, token);
        const operation = REST_OPERATIONS[route];
        const refused = res.status === 403 && res.json?.code === 'FORBIDDEN';
        if (refused !== (operationGrant(role, operation) === 'no')) wrong.push(`${route}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
