// Many more rows of every kind of public content, written straight into the database (fast, and without the
// server's help): a request whose statements grow with them runs a statement per row somewhere.
import pg from 'pg';

/**
 * More products than a page of a list (MAX_PAGE_SIZE, 100) holds: whatever reads every product page by page shows.
 * The first `crowded.products` all go to one category, the rest round the six: the first 100 products by id then
 * leave every other category's later products out (as a header reading the first 100 and filtering would).
 */
export const GROWTH = {
  products: 130,
  crowded: { category: 'network', products: 100 },
  groupsPerProduct: 3,
  specsPerGroup: 5,
  filesPerProduct: 2,
  posts: 30,
  documents: 30,
  applications: 30,
};
const countdown = (n: number, name: string) => Array.from({ length: n }, (_, i) => `${name} ${n - i}`);
export const GROWN_GROUPS = countdown(GROWTH.groupsPerProduct, 'Grup');
export const GROWN_SPECS = countdown(GROWTH.specsPerGroup, 'Özellik');

const file = (prefix: string, n: string) => `'${prefix}-' || ${n} || '.pdf', 'grown-' || ${n} || '.pdf', 1024, 'application/pdf'`;

/**
 * Adds GROWTH.products products, then spec groups, specs and files to every product (the sample ones too), and posts,
 * documents, applications. The groups and specs added come in reverse order of their ids: GROWN_GROUPS, GROWN_SPECS.
 */
export async function growContent(databaseUrl: string): Promise<void> {
  const g = GROWTH;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`insert into product (name, slug, category, short_description_tr, short_description_en, long_description_tr)
      select 'Büyüme ' || i, 'buyume-' || i,
        case when i <= ${g.crowded.products} then '${g.crowded.category}'::product_category else (enum_range(null::product_category))[1 + i % 6] end,
        'Kısa ' || i, 'Short ' || i, '<p>Uzun</p>'
      from generate_series(1, ${g.products}) i order by i`);
    // Positions run against ids (the last group and spec added come first): pages must show them in position order.
    await client.query(`insert into spec_group (product_id, name_tr, name_en, position)
      select p.id, 'Grup ' || n, 'Group ' || n, 1000 - n from product p, generate_series(1, ${g.groupsPerProduct}) n`);
    await client.query(`insert into spec (group_id, name_tr, name_en, value_tr, value_en, position)
      select sg.id, 'Özellik ' || n, 'Spec ' || n, 'Değer ' || n, 'Value ' || n, 100 - n
      from spec_group sg, generate_series(1, ${g.specsPerGroup}) n where sg.position > 900`);
    await client.query(`insert into product_file (product_id, file_stored_name, file_original_name, file_size, file_mime_type, file_type_tr, file_type_en)
      select p.id, ${file('grown', "p.id || '-' || n")}, 'Belge', 'Document' from product p, generate_series(1, ${g.filesPerProduct}) n`);
    await client.query(`insert into blog (title_tr, title_en, slug, summary_tr, summary_en, content_tr, content_en, date)
      select 'Yazı ' || i, 'Post ' || i, 'buyume-yazi-' || i, 'Özet', 'Summary', '<p>İçerik</p>', '<p>Content</p>', now() - i * interval '1 day'
      from generate_series(1, ${g.posts}) i`);
    await client.query(`insert into document (name_tr, name_en, file_tr_stored_name, file_tr_original_name, file_tr_size, file_tr_mime_type)
      select 'Belge ' || i, 'Document ' || i, ${file('doc', 'i')} from generate_series(1, ${g.documents}) i`);
    await client.query(`insert into application (name, file_stored_name, file_original_name, file_size, file_mime_type)
      select 'Uygulama ' || i, ${file('app', 'i')} from generate_series(1, ${g.applications}) i`);
    await client.query('commit');
    // Plans as the grown tables would get them (tests/helpers/query-plans.ts).
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
