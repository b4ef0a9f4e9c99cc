// Grows a seeded site's scratch database to a catalogue of a given size, in a few set-based statements: the
// benchmark measures reads, so the rows go in directly (the admin API would take hours for 10,000 products).
// Each added product has 3 specification groups of 5 specs and 2 files, as the reference catalogue.
import pg from 'pg';
import { SearchIndex } from '../../server/modules/search/search-index.js';

export interface CatalogueSize {
  products: number;
  posts: number;
}

/** A product the added rows include (the middle one), for the by-slug targets; the seed's own when none is added. */
export interface SeededCatalogue {
  products: number;
  posts: number;
  product: { slug: string; category: string };
}

export async function growCatalogue(databaseUrl: string, size: CatalogueSize): Promise<SeededCatalogue> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
    const addProducts = Math.max(0, size.products - (await count('product')));
    const addPosts = Math.max(0, size.posts - (await count('blog')));
    await db.query(
      `INSERT INTO product (name, slug, category, short_description_tr, short_description_en, long_description_tr, long_description_en)
       SELECT 'Ölçüm Cihazı ' || g, 'bench-product-' || g, (enum_range(NULL::product_category))[1 + g % 6],
              'Şebeke ölçümü için kısa açıklama ' || g, 'Short description for grid metering ' || g,
              '<p>Uzun açıklama: ' || g || ' numaralı cihaz, enerji ölçümü ve izleme için.</p>',
              '<p>Long description: device ' || g || ', for energy metering and monitoring.</p>'
       FROM generate_series(1, $1::int) g`,
      [addProducts],
    );
    await db.query(
      `INSERT INTO spec_group (product_id, name_tr, name_en, position)
       SELECT p.id, 'Grup ' || k, 'Group ' || k, k FROM product p CROSS JOIN generate_series(0, 2) k WHERE p.slug LIKE 'bench-product-%'`,
    );
    await db.query(
      `INSERT INTO spec (group_id, name_tr, name_en, value_tr, value_en, position)
       SELECT g.id, 'Özellik ' || k, 'Property ' || k, 'Değer ' || k, 'Value ' || k, k
       FROM spec_group g JOIN product p ON p.id = g.product_id CROSS JOIN generate_series(0, 4) k WHERE p.slug LIKE 'bench-product-%'`,
    );
    await db.query(
      `INSERT INTO product_file (product_id, file_stored_name, file_original_name, file_size, file_mime_type, file_type_tr, file_type_en)
       SELECT p.id, 'bench-' || p.id || '-' || k || '.pdf', 'kilavuz-' || k || '.pdf', 120000 + k, 'application/pdf', 'Kılavuz', 'Manual'
       FROM product p CROSS JOIN generate_series(1, 2) k WHERE p.slug LIKE 'bench-product-%'`,
    );
    await db.query(
      `INSERT INTO blog (title_tr, title_en, slug, summary_tr, summary_en, content_tr, content_en, date)
       SELECT 'Enerji yazısı ' || g, 'Energy post ' || g, 'bench-post-' || g, 'Özet ' || g, 'Summary ' || g,
              '<p>Yazının içeriği ' || g || '.</p>', '<p>Content of post ' || g || '.</p>', now() - g * interval '1 hour'
       FROM generate_series(1, $1::int) g`,
      [addPosts],
    );
    // The search index as the server's saves would have left it: the same statements, over every record.
    await new SearchIndex(async (sql, params) => {
      let n = 0;
      return (
        await db.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    }).rebuild();
    await db.query('COMMIT');
    // Statistics for the planner, and the visibility map a count needs to read an index alone (as autovacuum would
    // leave a database that grew over time).
    await db.query('VACUUM ANALYZE');
    const {
      rows: [product],
    } = addProducts
      ? await db.query('SELECT slug, category FROM product WHERE slug = $1', [`bench-product-${Math.ceil(addProducts / 2)}`])
      : await db.query('SELECT slug, category FROM product ORDER BY id LIMIT 1');
    return { products: await count('product'), posts: await count('blog'), product: { slug: product.slug, category: product.category } };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}
