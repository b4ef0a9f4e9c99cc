import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { permit, permitChanges, permitDraft } from '../../common/actor.js';
import type { Grant, Operation } from '../../shared/access-policy.js';
import { sanitizeRichText } from '../../common/html.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import { slugify } from '../../shared/slug.js';
import { FileChanges } from '../../files/file-changes.js';
import { recordImage, shareImage } from '../../files/media-library.js';
import { type Storage } from '../../files/storage.js';
import { inTransaction } from '../../common/transaction.js';
import { outdatedEnglish } from '../../common/translation.js';
import { hasInvalidCharacters, parseInput } from '../../common/validation.js';
import { publishedNow } from '../../common/publication.js';
import { visibleWhere } from '../publishing/visibility.js';
import { statusWhere } from '../publishing/publication-filter.js';
import { assertPublishable } from '../publishing/publish-requirements.js';
import { bulk } from '../listing/bulk.js';
import { allOf, englishWhere, indexedSearchWhere, metaOf, sortOrder } from '../listing/list-where.js';
import { Blog } from './blog.entity.js';
import { blogInputOf, blogSnapshot, type BlogSnapshot } from './blog.snapshot.js';
import { BLOG_SORT_COLUMNS, blogSchema, type BlogData, type BlogListArgs } from './blog.inputs.js';
import { RevisionKind } from '../versions/content-revision.entity.js';
import type { Restorable, StillAvailable } from '../versions/content-snapshot.js';
import { recordRevision, restoredEnglishOutdated } from '../versions/record-revision.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { SearchIndex } from '../search/search-index.js';
import { seoChanges } from '../../shared/seo-fields.js';
import { listTag, readPrecisely, recordTag } from '../../cache/read-tracking.js';
import { BLOG_PATH, followSlug, forgetSlug } from '../redirects/slug-redirects.js';

/** What the sitemap needs of a post: its address and when its page last changed. */
export interface BlogSitemapRow {
  id: number;
  slug: string;
  updatedAt: Date;
}

/** Rows of two short columns: a thousand at a time keeps 5,000 posts to five queries. */
export const SITEMAP_BATCH = 1000;

export class BlogService implements Restorable {
  readonly imageFolder = 'blogs';

  constructor(
    private readonly em: EntityManager,
    private readonly storage: Storage,
  ) {}

  /** Newest first, unless sorted; searched and filtered as `args` says (the admin's list). */
  async list(page: PageArgs = {}, args: BlogListArgs = {}): Promise<Blog[]> {
    const orderBy = sortOrder<Blog>(BLOG_SORT_COLUMNS, args.sort, args.order, { date: 'desc', id: 'desc' });
    const where = await this.where(args);
    return this.precisely(
      () => findPage(this.em, Blog, where, orderBy, page),
      (posts) => [this.listed, ...posts.map((p) => this.record(p.id))],
    );
  }

  async count(args: BlogListArgs = {}): Promise<number> {
    const where = await this.where(args);
    return this.precisely(
      () => this.em.count(Blog, where),
      () => [this.listed],
    );
  }

  /**
   * A read of posts that says what it showed of them (server/cache/read-tracking.ts): kept answers showing a post
   * depend on that post, those showing a list on its posts and on which posts it holds.
   */
  private precisely<T>(read: () => Promise<T>, tagsOf: (result: T) => Iterable<string>): Promise<T> {
    return readPrecisely([this.table], read, tagsOf);
  }

  private get table(): string {
    return this.em.getMetadata().get(Blog).tableName;
  }

  private get listed(): string {
    return listTag(this.table);
  }

  private record(id: number): string {
    return recordTag(this.table, id);
  }

  /** Found, it shows that post; not found, it depends on which posts there are (one may come with that slug). */
  private one(where: FilterQuery<Blog>): Promise<Blog | null> {
    return this.precisely(
      () => this.em.findOne(Blog, where),
      (found) => [found ? this.record(found.id) : this.listed],
    );
  }

  private async where(args: BlogListArgs) {
    const meta = metaOf(this.em, Blog);
    return allOf<Blog>([
      await visibleWhere(this.em),
      ...statusWhere(args.status),
      ...englishWhere(meta, Blog.translatedPairs, args.english),
      ...indexedSearchWhere(SearchKind.blog, args.search),
    ]);
  }

  /** Deletes the posts `ids` as delete() does, all or none; answers how many. */
  async deleteMany(ids: readonly number[]): Promise<number> {
    const grant = await permit(this.em, 'bulkDeleteBlogs');
    return bulk(this.em, Blog, ids, (id) => this.remove(id, grant, 'bulkDeleteBlogs'), this.storage);
  }

  /** The posts after `afterId` in id order, plain rows of what the sitemap needs (keyset paging: no offset scan). */
  async sitemapBatch(afterId: number, take = SITEMAP_BATCH): Promise<BlogSitemapRow[]> {
    const rows: BlogSitemapRow[] = await this.em
      .createQueryBuilder(Blog)
      .select(['id', 'slug', 'updatedAt'])
      .where({ id: { $gt: afterId }, ...publishedNow() })
      .orderBy({ id: 'asc' })
      .limit(Math.min(take, SITEMAP_BATCH))
      .execute('all');
    return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt) }));
  }

  async byId(id: number): Promise<Blog | null> {
    return this.one({ id, ...(await visibleWhere(this.em)) });
  }

  async bySlug(slug: string): Promise<Blog | null> {
    // No slug holds a NUL, and the database would refuse to compare one (500): REST, GraphQL and pages answer not found.
    if (hasInvalidCharacters(slug)) return null;
    return this.one({ slug, ...(await visibleWhere(this.em)) });
  }

  async create(input: unknown): Promise<Blog> {
    const grant = await permit(this.em, 'createBlog');
    const data = parseInput(blogSchema, input);
    const blog = new Blog();
    // Only the admin's form asks for a draft; everything else (REST, older clients) creates it published, and a
    // published post needs its image (a draft may wait for one). An author's post is a draft whatever is asked.
    if (data.draft || grant === 'drafts') blog.publishedAt = null;
    else assertPublishable(Blog, { image: data.image });
    return this.save(blog, data);
  }

  restoreSnapshot(id: number, snapshot: object, available: StillAvailable): Promise<Blog> {
    return this.update(id, blogInputOf(snapshot as BlogSnapshot, available), 'restoreContentRevision');
  }

  /** `operation`: the one asked for (a version's restore saves through here too). */
  async update(id: number, input: unknown, operation: Operation = 'updateBlog'): Promise<Blog> {
    const grant = await permit(this.em, operation);
    // Whatever its state: an administrator edits drafts too (also over REST, which never reads drafts).
    const blog = await this.em.findOne(Blog, { id });
    if (!blog) throw notFound('Blog', id);
    permitDraft(grant, operation, blog.publishedAt === null);
    const before = blogSnapshot(blog);
    return this.save(blog, parseInput(blogSchema, input), (after) => permitChanges(grant, operation, before, after));
  }

  async delete(id: number): Promise<boolean> {
    return this.remove(id, await permit(this.em, 'deleteBlog'), 'deleteBlog');
  }

  private async remove(id: number, grant: Grant, operation: Operation): Promise<boolean> {
    const blog = await this.em.findOne(Blog, { id });
    if (!blog) throw notFound('Blog', id);
    permitDraft(grant, operation, blog.publishedAt === null);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      changes.removeAfterCommit('blogs', blog.image);
      await inTransaction(this.em, async () => {
        await new SearchIndex(this.em).remove(SearchKind.blog, id);
        await forgetSlug(this.em, BLOG_PATH, blog.slug);
        this.em.remove(blog);
      });
      return true;
    });
  }

  /** `check` sees the post as it is about to be written (a translator's save is refused there when it changes more than English). */
  private async save(blog: Blog, data: BlogData, check?: (after: BlogSnapshot) => void): Promise<Blog> {
    const slug = data.slug || slugify(data.titleTr);
    if (!slug) throw userInputError('slug', 'INVALID_SLUG');
    if (await this.em.findOne(Blog, { slug, id: { $ne: blog.id ?? 0 } })) throw userInputError('slug', 'SLUG_TAKEN');
    const image = data.image ?? blog.image;
    const shown = await recordImage(this.em, this.storage, 'blogs', image, blog.image);
    const share = await shareImage(this.em, data.shareImageId);
    const oldImage = blog.image;
    const oldSlug = blog.id ? blog.slug : null;
    // Version history: the state before this save, recorded as version 1 when the post has none yet.
    const before = blog.id ? { snapshot: blogSnapshot(blog), englishOutdated: [...blog.englishOutdated], savedAt: blog.updatedAt } : null;
    const texts = {
      titleTr: data.titleTr,
      titleEn: data.titleEn,
      summaryTr: data.summaryTr,
      summaryEn: data.summaryEn,
      contentTr: sanitizeRichText(data.contentTr),
      contentEn: sanitizeRichText(data.contentEn),
    };
    this.em.assign(blog, {
      ...texts,
      ...seoChanges(data),
      slug,
      image,
      imageSize: shown.size,
      imageMedia: shown.media,
      ...(share === undefined ? {} : { shareImageMedia: share }),
      date: data.date ?? blog.date ?? new Date(),
      englishOutdated:
        restoredEnglishOutdated(this.em) ?? outdatedEnglish(Blog.translatedPairs, blog.id ? blog : null, texts, data.confirmedEnglish),
    });
    check?.(blogSnapshot(blog));
    return FileChanges.run(this.storage, this.em, async (changes) => {
      changes.replaceName('blogs', oldImage, blog.image);
      try {
        // The post, its version and its search rows in one transaction: a failed save keeps none of them.
        await inTransaction(this.em, async () => {
          await this.em.persist(blog).flush();
          // The old address keeps leading here (301), in this same transaction.
          await followSlug(this.em, BLOG_PATH, oldSlug, slug);
          await recordRevision(this.em, RevisionKind.blog, blog, blogSnapshot(blog), before);
          await new SearchIndex(this.em).refresh(SearchKind.blog, blog.id);
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw userInputError('slug', 'SLUG_TAKEN');
        throw error;
      }
      return blog;
    });
  }
}
