// Two saves in flight at once: each transaction's change is announced when that transaction commits, never with
// another's commit. A removal announced by a neighbour's commit before its own would let a page rendered in between
// (the removed record still there) be kept and served after the removal committed. Only on a PostgreSQL server: the
// embedded engine runs one transaction at a time.
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentVersion } from '../../server/cache/content-version.js';
import { ormOptions } from '../../server/database.js';
import { Product } from '../../server/modules/products/product.entity.js';
import { proxiedDatabase, type ProxiedDatabase } from '../helpers/database-proxy.js';

let db: ProxiedDatabase;
let orm: MikroORM;
const version = new ContentVersion(true, 5_000);
const announced: boolean[] = [];

const server = !!process.env.DATABASE_URL;

beforeAll(async () => {
  if (!server) return;
  db = await proxiedDatabase();
  orm = await MikroORM.init({ ...ormOptions(db.directUrl, false, version), preferTs: false, logger: () => undefined });
  await orm.getMigrator().up();
  version.broadcastTo((removal: boolean) => {
    announced.push(removal);
    return Promise.resolve();
  });
  const em = orm.em.fork() as EntityManager;
  for (const slug of ['kalan-urun', 'silinen-urun']) {
    em.create(Product, {
      name: slug,
      slug,
      category: 'io',
      shortDescriptionTr: 'k',
      shortDescriptionEn: 's',
      longDescriptionTr: '',
      longDescriptionEn: '',
    } as never);
  }
  await em.flush();
}, 120_000);

afterAll(async () => {
  await orm?.close();
  await db?.stop();
});

describe.runIf(server)('content version with concurrent transactions', () => {
  it("a removal moves the version at its own commit, not at a neighbour's", async () => {
    const edit = orm.em.fork() as EntityManager;
    const removal = orm.em.fork() as EntityManager;
    await edit.begin();
    await removal.begin();
    const kept = await edit.findOneOrFail(Product, { slug: 'kalan-urun' });
    kept.name = 'Kalan Ürün (düzenlendi)';
    await edit.flush();
    removal.remove(await removal.findOneOrFail(Product, { slug: 'silinen-urun' }));
    await removal.flush();

    announced.length = 0;
    await edit.commit();
    // Only the edit has committed: what is announced is an edit, and the removal is still to come.
    expect(announced).toEqual([false]);
    // A page rendered now still reads the removed product (its removal has not committed)...
    const renderedBetween = version.current;
    await removal.commit();
    expect(announced).toEqual([false, true]);
    // ...so it is never served again once the removal has.
    expect(version.untouchedSince(renderedBetween)).toBe(false);
  });

  it('a rolled back transaction announces nothing, and leaves nothing for the next commit to announce', async () => {
    const failed = orm.em.fork() as EntityManager;
    await failed.begin();
    failed.remove(await failed.findOneOrFail(Product, { slug: 'kalan-urun' }));
    await failed.flush();
    await failed.rollback();

    const next = orm.em.fork() as EntityManager;
    announced.length = 0;
    await next.begin();
    (await next.findOneOrFail(Product, { slug: 'kalan-urun' })).name = 'Kalan Ürün';
    await next.flush();
    await next.commit();
    expect(announced).toEqual([false]);
  });
});
