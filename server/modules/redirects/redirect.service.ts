import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { notFound, userInputError } from '../../common/errors.js';
import { refuseInvalidCharacters } from '../../common/validation.js';
import { Redirect } from './redirect.entity.js';
import type { RedirectInput } from './redirect.inputs.js';
import { BLOG_PATH, checkSource, checkTarget, hostOf, PRODUCT_PATH, sourceKeys } from './redirect-paths.js';
import type { RedirectSite } from './redirect-table.js';
import { permit } from '../../common/actor.js';

/** Whether a record (a draft too: it will be published at that address) holds `slug`; given by services.ts. */
export type SlugInUse = (slug: string) => Promise<boolean>;

/** The admin's redirects: listed, added by hand (with every rule checked first) and deleted. */
export class RedirectService {
  constructor(
    private readonly em: EntityManager,
    private readonly slugsInUse: { product: SlugInUse; blog: SlugInUse },
    /** What the site answers itself (the RedirectTable, which has its app and routes). */
    private readonly site: RedirectSite,
  ) {}

  /** Hand-made first would hide the renames' long tail: newest first, whatever made them. */
  list(): Promise<Redirect[]> {
    return this.em.find(Redirect, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * `requestHost`: the host the administrator's request came to (its Host header); a full address of it counts as
   * this site's, as PUBLIC_URL's does (an address copied from the browser's address bar).
   */
  async create(input: RedirectInput, requestHost?: string): Promise<Redirect> {
    await permit(this.em, 'createRedirect');
    refuseInvalidCharacters(input);
    const hosts = [...this.site.hosts, ...[requestHost && hostOf(requestHost)].filter((host): host is string => !!host)];
    const source = checkSource(String(input.fromPath ?? ''), hosts);
    if ('problem' in source) throw userInputError('fromPath', source.problem);
    // Every unknown address is sent to the not-found page: a redirect from it would send them all on.
    if (this.site.isNotFoundPage(source.path)) throw userInputError('fromPath', 'RESERVED_PATH');
    const typed = checkTarget(String(input.toPath ?? ''), hosts);
    if ('problem' in typed) throw userInputError('toPath', typed.problem);
    // An address the site itself redirects (`/urunler/x`) is kept as where it leads: one hop, not two.
    const target = checkTarget(this.site.pastOwnRedirect(typed.path));
    if ('problem' in target) throw userInputError('toPath', target.problem);
    const from = source.path;
    // What a request for the target is looked up by, as the table does (with its query, then without).
    const toKeys = sourceKeys(target.path);
    if (toKeys.includes(from)) throw userInputError('toPath', 'REDIRECT_LOOP');
    if (await this.isLivePage(from)) throw userInputError('fromPath', 'LIVE_PAGE');
    // Redirects are few enough to read them all.
    const others = await this.em.find(Redirect, {}, { fields: ['fromPath', 'toPath'] });
    if (others.some((r) => r.fromPath === from)) throw userInputError('fromPath', 'REDIRECT_EXISTS');
    // Every redirect goes straight to a page: one that would lead to another redirect's source, or be led to by one,
    // makes a chain (and a loop when they meet).
    const onward = others.find((r) => toKeys.includes(r.fromPath));
    if (onward) throw userInputError('toPath', sourceKeys(onward.toPath).includes(from) ? 'REDIRECT_LOOP' : 'REDIRECT_CHAIN');
    if (others.some((r) => sourceKeys(r.toPath).includes(from))) throw userInputError('fromPath', 'REDIRECT_CHAIN');
    const redirect = this.em.create(Redirect, {
      fromPath: from,
      toPath: target.path,
      permanent: input.permanent !== false,
      automatic: false,
    });
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
    await permit(this.em, 'deleteRedirect');
    const redirect = await this.em.findOne(Redirect, { id });
    if (!redirect) throw notFound('Redirect', id);
    await this.em.remove(redirect).flush();
    return true;
  }

  /** A product's or a post's current address (a draft's too, which visitors do not see yet), or any page the site answers. */
  private async isLivePage(source: string): Promise<boolean> {
    const path = sourceKeys(source).at(-1)!;
    for (const [prefix, inUse] of [
      [PRODUCT_PATH, this.slugsInUse.product],
      [BLOG_PATH, this.slugsInUse.blog],
    ] as const) {
      const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (slug && !slug.includes('/') && (await inUse(slug))) return true;
    }
    return this.site.isSitePage(source);
  }
}
