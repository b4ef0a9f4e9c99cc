import { imageNamed, imageWithId } from '../../files/media-library.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import type { Storage } from '../../files/storage.js';
import { ContentRevision, RevisionKind } from './content-revision.entity.js';
import type { Restorable } from './content-snapshot.js';
import { restoringVersion } from './record-revision.js';
import { permit } from '../../common/actor.js';

/** Reading an item's versions and restoring one; the versions themselves are written by the save paths. */
export class VersionService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: Storage,
    /** Each kind's save path: the content modules call versions, never the other way round. */
    private readonly restorables: Record<RevisionKind, Restorable>,
  ) {}

  /** Newest first, through the (kind, item_id, number) index. */
  list(kind: RevisionKind, itemId: number, page: PageArgs = {}): Promise<ContentRevision[]> {
    return findPage(this.em, ContentRevision, { kind, itemId }, { number: 'desc' }, page);
  }

  count(kind: RevisionKind, itemId: number): Promise<number> {
    return this.em.count(ContentRevision, { kind, itemId });
  }

  byId(id: number): Promise<ContentRevision | null> {
    return this.em.findOne(ContentRevision, { id }, { populate: ['snapshot'] });
  }

  /** A version's snapshot, read when asked for (a list leaves it out). */
  async snapshot(revision: ContentRevision): Promise<Record<string, unknown>> {
    if (revision.snapshot === undefined) await this.em.populate(revision, ['snapshot']);
    return revision.snapshot;
  }

  /**
   * Saves the version's content through the item's normal save path (validation, sanitizing, slug uniqueness: a slug
   * now taken is SLUG_TAKEN and nothing changes), in that save's one transaction, which records it as a new version.
   * Files are not versioned: an image file that is gone leaves the current image in place, and a share image whose
   * library item is gone leaves none (the record's own image is shared).
   */
  async restore(id: number): Promise<ContentRevision> {
    await permit(this.em, 'restoreContentRevision');
    const revision = await this.byId(id);
    if (!revision) throw notFound('ContentRevision', id);
    const { kind, itemId } = revision;
    const { image = null, shareImageId = null } = revision.snapshot as { image?: string | null; shareImageId?: number | null };
    const restorable = this.restorables[kind];
    // A library image of any store counts, as a save accepts it.
    const available = {
      image: !image || !!(await imageNamed(this.em, image)) || (await this.storage.exists(restorable.imageFolder, image)),
      shareImage: shareImageId == null || !!(await imageWithId(this.em, shareImageId)),
    };
    await restoringVersion(this.em, revision, () => restorable.restoreSnapshot(itemId, revision.snapshot, available));
    const latest = await this.em.findOne(ContentRevision, { kind, itemId }, { orderBy: { number: 'desc' }, populate: ['snapshot'] });
    return latest!;
  }
}
