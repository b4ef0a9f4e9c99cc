// The audit log: every admin write through GraphQL or REST leaves one entry (who, what, which
// fields, from where, through which API) in the change's own transaction; nothing changes an entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWrites, ok, productInput as product, type AuditSession, type Call, type StagedCall } from '../helpers/audit-writes.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { pngBlob, rest } from '../helpers/rest.js';
import { mountedRoutes } from '../helpers/routes.js';
import { ADMIN, removeDir, root, startServer, type RunningServer } from '../helpers/server.js';

const ENTRY = 'id createdAt adminId adminUsername action operation entityType entityId entityName fields ip via';

let server: RunningServer;
let scratch: ScratchDatabase | undefined;
let databaseUrl: string;
let url: string;
let token: string;
let adminId: number;
let session: AuditSession;
let writes: ReturnType<typeof auditWrites>;

const entries = async (filter: Record<string, unknown> = {}, take = 50) =>
  await ok(
    gql(
      url,
      `query($f: AuditFilter, $take: Int) { auditEntries(filter: $f, take: $take) { ${ENTRY} } auditEntryCount(filter: $f) }`,
      { f: filter, take },
      session.token,
    ),
  );
const lastId = async () => (await entries({}, 1)).auditEntries[0]?.id ?? 0;
const since = async (id: number) => (await entries({}, 100)).auditEntries.filter((e: any) => e.id > id);
const sql = async (text: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

/** Runs a write and checks that it left exactly the one entry it should, or none. */
async function expectEntry(operation: string, via: string, write: Call | StagedCall, none = false) {
  if (typeof write !== 'function') await write.setup();
  const call = typeof write === 'function' ? write : write.call;
  const before = await lastId();
  const expected = await call();
  const added = await since(before);
  if (none) return expect(added, operation).toEqual([]);
  expect(added.length, `${operation}: ${JSON.stringify(added)}`).toBe(1);
  const entry = added[0];
  const who = expected.who ?? { adminId, adminUsername: ADMIN.username };
  expect(entry, operation).toMatchObject({ ...who, operation, via, action: expected.action, entityType: expected.entityType });
  expect(entry.ip, operation).toMatch(/127\.0\.0\.1$/);
  expect(Date.now() - Date.parse(entry.createdAt), operation).toBeLessThan(60_000);
  if (expected.entityId !== undefined) expect(entry.entityId, operation).toBe(String(expected.entityId));
  if (expected.entityName !== undefined) expect(entry.entityName, operation).toBe(expected.entityName);
  if (expected.action === 'delete') expect(entry.fields, operation).toEqual([]);
  else expect(entry.fields, operation).toEqual(expect.arrayContaining(expected.fields ?? []));
  for (const bookkeeping of ['id', 'createdAt', 'updatedAt']) expect(entry.fields, operation).not.toContain(bookkeeping);
}

beforeAll(async () => {
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  server = await startServer({ env: scratch ? { DATABASE_URL: scratch.url } : {} });
  url = server.url;
  const { connectEmbeddedDatabase } = await import(`${root}/dist/server/db/embedded.js`);
  databaseUrl = scratch?.url ?? (await connectEmbeddedDatabase(server.dataDir)).url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
  adminId = (await ok(gql(url, '{ me { id } }', {}, token))).me.id;
  const mailedLink = async () => {
    const { rows } = await sql('select sealed_link from account_mail order by id desc limit 1');
    const { Sealer } = (await import(`${root}/dist/server/modules/auth/sealed.js`)) as typeof import('../../server/modules/auth/sealed.js');
    const secret = readFileSync(path.join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    return new Sealer(secret, 'account-mail').open(rows[0].sealed_link)!;
  };
  session = { url, token, adminId, ids: {}, blogImage: '', sessionToken: '', mailedLink };
  writes = auditWrites(session);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await scratch?.drop();
});

describe('every admin write leaves one entry', () => {
  it('every mutation of the schema, called by a signed-in admin (a new mutation fails here until it is listed)', async () => {
    const schema = (await gql(url, getIntrospectionQuery())).data.__schema;
    const mutations: string[] = schema.types.find((t: any) => t.name === 'Mutation').fields.map((f: any) => f.name);
    const { GRAPHQL, NOT_ADMIN_WRITES } = writes;
    const unlisted = mutations.filter((m) => !GRAPHQL[m] && !NOT_ADMIN_WRITES[m]);
    expect(unlisted, 'mutations without a row in GRAPHQL (or NOT_ADMIN_WRITES with a reason)').toEqual([]);
    expect(
      Object.keys({ ...GRAPHQL, ...NOT_ADMIN_WRITES }).filter((m) => !mutations.includes(m)),
      'rows for no mutation',
    ).toEqual([]);
    for (const [name, call] of Object.entries(GRAPHQL)) await expectEntry(name, 'graphql', call);
    for (const [name, [, call]] of Object.entries(NOT_ADMIN_WRITES)) await expectEntry(name, 'graphql', call, true);
  });

  it('every mounted REST write (read from the routers), and the old contact form leaves none', async () => {
    const mounted = (await mountedRoutes()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    const { REST, NOT_ADMIN_REST } = writes;
    expect(
      mounted.filter((w) => !REST[w] && !NOT_ADMIN_REST[w]),
      'REST writes without a row',
    ).toEqual([]);
    expect(
      Object.keys({ ...REST, ...NOT_ADMIN_REST }).filter((w) => !mounted.includes(w)),
      'rows for no route',
    ).toEqual([]);
    for (const [route, call] of Object.entries(REST)) await expectEntry(route, 'rest', call);
    for (const [route, [, call]] of Object.entries(NOT_ADMIN_REST)) await expectEntry(route, 'rest', call, true);
  });

  it('a failed sign-in records the username tried and the address, never the password', async () => {
    for (const [via, attempt] of [
      ['graphql', () => gql(url, 'mutation { login(username: "kimse-degil", password: "yanlis-sifre-1") { token } }')],
      ['rest', () => rest(url, 'POST', '/api/login', { username: 'kimse-degil', password: 'yanlis-sifre-1' })],
    ] as const) {
      const before = await lastId();
      await attempt();
      const added = await since(before);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({
        action: 'login_failed',
        adminId: null,
        adminUsername: 'kimse-degil',
        entityType: 'AdminUser',
        entityId: null,
        via,
      });
      expect(added[0].ip).toMatch(/127\.0\.0\.1$/);
      expect(JSON.stringify(added[0])).not.toContain('yanlis-sifre');
    }
  });

  it('the first start records the account it created, as the system', async () => {
    const { auditEntries } = await entries({ entityType: 'AdminUser', action: 'create' });
    expect(auditEntries).toEqual([
      expect.objectContaining({ adminId: null, via: 'system', entityId: String(adminId), entityName: ADMIN.username }),
    ]);
  });
});

describe('an entry stands or falls with its change', () => {
  it('a write refused by validation records nothing', async () => {
    const before = await lastId();
    const bad = await gql(url, 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }', { i: product('  ') }, session.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rest(url, 'DELETE', '/api/blog/999999', undefined, session.token)).status).toBe(404);
    expect(await since(before)).toEqual([]);
  });

  it('a write the database rolls back leaves no entry; an entry the database refuses rolls its write back', async () => {
    await sql(`ALTER TABLE spec ADD CONSTRAINT audit_test_refused CHECK (value_tr <> 'REFUSED')`);
    await sql(
      `ALTER TABLE audit_entry ADD CONSTRAINT audit_test_refused CHECK (entity_name IS DISTINCT FROM 'Kaydedilemeyen' AND entity_name IS DISTINCT FROM 'kaydedilemeyen.png')`,
    );
    try {
      const before = await lastId();
      const rolledBack = await gql(
        url,
        'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
        { i: product('Geri Alınan Ürün', 'REFUSED') },
        session.token,
      );
      expect(rolledBack.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await since(before)).toEqual([]);

      session.blogImage = (
        await ok(
          gqlUpload(
            url,
            'mutation($f: Upload!) { uploadImage(type: blog, file: $f) }',
            { f: null },
            { 'variables.f': [pngBlob(), 'a.png'] },
            session.token,
          ),
        )
      ).uploadImage;
      const before2 = await lastId();
      const unlogged = await gql(
        url,
        'mutation($i: BlogInput!) { createBlog(input: $i) { id } }',
        { i: writes.blog('Kaydedilemeyen') },
        session.token,
      );
      expect(unlogged.errors?.[0]?.extensions?.code, JSON.stringify(unlogged.errors)).toBe('INTERNAL_SERVER_ERROR');
      const titles = (await ok(gql(url, '{ blogs(take: 100) { titleTr } }', {}, session.token))).blogs.map((b: any) => b.titleTr);
      expect(titles).not.toContain('Kaydedilemeyen');
      expect(await since(before2)).toEqual([]);

      const images = () => readdirSync(path.join(server.dataDir, 'uploads', 'blogs')).filter((f) => !f.startsWith('.'));
      const stored = images();
      const upload = await gqlUpload(
        url,
        'mutation($f: Upload!) { uploadImage(type: blog, file: $f) }',
        { f: null },
        { 'variables.f': [pngBlob(), 'kaydedilemeyen.png'] },
        session.token,
      );
      expect(upload.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(images()).toEqual(stored);
      expect(await since(before2)).toEqual([]);
    } finally {
      await sql('ALTER TABLE spec DROP CONSTRAINT audit_test_refused');
      await sql('ALTER TABLE audit_entry DROP CONSTRAINT audit_test_refused');
    }
  });
});

describe('entries cannot be changed', () => {
  it('no mutation touches them, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const schema = (await gql(url, getIntrospectionQuery())).data.__schema;
    const mutations: string[] = schema.types.find((t: any) => t.name === 'Mutation').fields.map((f: any) => f.name);
    expect(mutations.filter((m) => /audit/i.test(m))).toEqual([]);
    const count = Number((await sql('SELECT count(*) FROM audit_entry')).rows[0].count);
    for (const statement of [`UPDATE audit_entry SET action = 'update'`, 'DELETE FROM audit_entry', 'TRUNCATE audit_entry']) {
      await expect(sql(statement), statement).rejects.toMatchObject({ code: '42501' });
    }
    expect(Number((await sql('SELECT count(*) FROM audit_entry')).rows[0].count)).toBe(count);
  });
});

describe('auditEntries: admin only, newest first, filtered', () => {
  it('refuses anonymous readers', async () => {
    const res = await gql(url, '{ auditEntries { id } auditEntryCount }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pages newest first and filters by action, entity type, admin, time and text', async () => {
    // Every entry, a page of 100 at a time: the counts below are compared with all of them.
    const all = { auditEntries: [] as any[] };
    for (let skip = 0; ; skip += 100) {
      const page = (await ok(gql(url, `query($skip: Int) { auditEntries(take: 100, skip: $skip) { ${ENTRY} } }`, { skip }, session.token)))
        .auditEntries;
      all.auditEntries.push(...page);
      if (page.length < 100) break;
    }
    const times = all.auditEntries.map((e: any) => `${e.createdAt}|${String(e.id).padStart(9, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await ok(gql(url, `query { auditEntries(take: 5, skip: 5) { id } }`, {}, session.token))).auditEntries.map(
      (e: any) => e.id,
    );
    expect(second).toEqual(all.auditEntries.slice(5, 10).map((e: any) => e.id));

    const check = async (filter: Record<string, unknown>, test: (e: any) => boolean) => {
      const { auditEntries, auditEntryCount } = await entries(filter, 100);
      expect(auditEntries.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(auditEntries.every(test), JSON.stringify(filter)).toBe(true);
      expect(auditEntryCount).toBe(all.auditEntries.filter(test).length);
    };
    await check({ action: 'delete' }, (e) => e.action === 'delete');
    await check({ entityType: 'Blog' }, (e) => e.entityType === 'Blog');
    await check({ adminId }, (e) => e.adminId === adminId);
    await check({ text: 'Ölçer' }, (e) => (e.entityName ?? '').includes('Ölçer'));
    const blogId = String(session.ids.blog);
    await check({ text: blogId }, (e) => e.entityId === blogId || (e.entityName ?? '').includes(blogId));
    const middle = all.auditEntries[10].createdAt;
    await check({ from: middle }, (e) => e.createdAt >= middle);
    await check({ to: middle }, (e) => e.createdAt < middle);
    expect((await entries({ from: new Date(Date.now() + 3_600_000).toISOString() })).auditEntryCount).toBe(0);

    const options = (await ok(gql(url, '{ auditFilterOptions { actions entityTypes admins { id username } } }', {}, session.token)))
      .auditFilterOptions;
    expect(options.actions).toEqual(
      expect.arrayContaining(['create', 'update', 'delete', 'publish', 'unpublish', 'upload', 'login', 'login_failed', 'logout']),
    );
    expect(options.entityTypes).toEqual(expect.arrayContaining(['Application', 'Blog', 'Document', 'Image', 'Product', 'ProductFile']));
    expect(options.entityTypes).not.toContain('AuditEntry');
    // The administrator, and the colleague the invitation above let in.
    expect(options.admins).toEqual([
      { id: adminId, username: ADMIN.username },
      { id: session.ids.invited, username: 'denetci' },
    ]);
  });
});
