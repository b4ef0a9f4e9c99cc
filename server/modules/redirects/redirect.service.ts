import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { notFound, userInputError } from '../../common/errors.js';
import { refuseInvalidCharacters } from '../../common/validation.js';
import { Redirect } from './redirect.entity.js';
import type { RedirectInput } from './redirect.inputs.js';
import { BLOG_PATH, checkSource, checkTarget, pathOfTarget, PRODUCT_PATH } from './redirect-paths.js';

/** Whether a record (a draft too: it will be published at that address) holds `slug`; given by services.ts. */
export type SlugInUse = (slug: string) => Promise<boolean>;

/** The admin's redirects: listed, added by hand (with every rule checked first) and deleted. */
export class RedirectService {
  constructor(
    private readonly em: EntityManager,
    private readonly slugsInUse: { product: SlugInUse; blog: SlugInUse },
    /** Whether the site answers a path with a page of its own (RedirectTable.isSitePage). */
    private readonly isSitePage: (path: string) => Promise<boolean>,
  ) {}

  /** Hand-made first would hide the renames' long tail: newest first, whatever made them. */
  list(): Promise<Redirect[]> {
    return this.em.find(Redirect, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async create(input: RedirectInput): Promise<Redirect> {
    refuseInvalidCharacters(input);
    const source = checkSource(String(input.fromPath ?? ''));
    if ('problem' in source) throw userInputError('fromPath', source.problem);
    const target = checkTarget(String(input.toPath ?? ''));
    if ('problem' in target) throw userInputError('toPath', target.problem);
    const from = source.path;
    const to = pathOfTarget(target.path);
    if (from === to) throw userInputError('toPath', 'REDIRECT_LOOP');
    if (await this.isLivePage(from)) throw userInputError('fromPath', 'LIVE_PAGE');
    // Compared as requests are looked up (decoded, without trailing slash or query); redirects are few enough to read
    // them all.
    const others = await this.em.find(Redirect, {}, { fields: ['fromPath', 'toPath'] });
    if (others.some((r) => r.fromPath === from)) throw userInputError('fromPath', 'REDIRECT_EXISTS');
    // Every redirect goes straight to a page: one that would lead to another redirect's source, or be led to by one,
    // makes a chain (and a loop when they meet).
    const onward = others.find((r) => r.fromPath === to);
    if (onward) throw userInputError('toPath', pathOfTarget(onward.toPath) === from ? 'REDIRECT_LOOP' : 'REDIRECT_CHAIN');
    if (others.some((r) => pathOfTarget(r.toPath) === from)) throw userInputError('fromPath', 'REDIRECT_CHAIN');
    const redirect = this.em.create(Redirect, { fromPath: from, toPath: target.path, permanent: input.permanent !== false, automatic: false });
    try {
      await this.em.persist(redirect).flush();
    } catch (error) {
      // Another administrator added the same source a moment before.
      if (error instanceof UniqueConstraintViolationException) throw userInputError('fromPath', 'REDIRECT_EXISTS');
      throw error;
    }
    return redirect;
  }

  async delete(id: number): Promise<boolean> {
    const redirect = await this.em.findOne(Redirect, { id });
    if (!redirect) throw notFound('Redirect', id);
    await this.em.remove(redirect).flush();
    return true;
  }

  /** A product's or a post's current address (a draft's too, which visitors do not see yet), or any page the site answers. */
  private async isLivePage(path: string): Promise<boolean> {
    for (const [prefix, inUse] of [[PRODUCT_PATH, this.slugsInUse.product], [BLOG_PATH, this.slugsInUse.blog]] as const) {
      const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (slug && !slug.includes('/') && (await inUse(slug))) return true;
    }
    return this.isSitePage(path);
  }
}
