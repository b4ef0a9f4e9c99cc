// Drafts and publishing: products and blog posts carry `publishedAt`. Null is a draft; a time still to come
// is a scheduled publication; a time that has come is published. Every public read filters with these, so the rule
// lives once.

export const PUBLISHED_AT_DESCRIPTION = 'When visitors see it (a future time: scheduled); null: a draft, seen only by administrators';

/** A MikroORM filter on `publishedAt`: what a visitor may see now. */
export const publishedNow = () => ({ publishedAt: { $lte: new Date() } });

/** The same rule in SQL, for hand-written statements (`alias` is the table's alias in the statement). */
export const publishedSql = (alias: string, column = 'published_at') => `${alias}.${column} <= now()`;
