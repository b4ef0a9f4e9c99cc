// What a version keeps of an item is the content module's own snapshot (products/product.snapshot.ts,
// blog/blog.snapshot.ts): plain JSON, compared here field by field and handed back to the module to restore.

/** A content module's snapshot of one item: its editable fields, as JSON. */
export type Snapshot = object;

/**
 * Whether what a version names outside itself is still there: files are not versioned, so a version may name an image
 * file or a library item deleted since. A restore then goes on without it rather than failing.
 */
export interface StillAvailable {
  /** The image file (`image`); false keeps the current image. */
  image: boolean;
  /** The share image's library item (`shareImageId`); false leaves the item without a share image. */
  shareImage: boolean;
}

/** A content module's save path, through which a version is restored (validation, sanitizing, slug uniqueness). */
export interface Restorable {
  /** The upload folder of the item's image, to tell whether a version's image file is still there. */
  readonly imageFolder: 'products' | 'blogs';
  /** Saves the snapshot as the item's content, leaving out what is no longer `available`. */
  restoreSnapshot(itemId: number, snapshot: Snapshot, available: StillAvailable): Promise<unknown>;
}

/** JSON with every object's keys sorted: a snapshot read back from jsonb has its keys in jsonb's order, not ours. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * The fields whose values differ, in the newer snapshot's key order: derived from the keys themselves, so a field
 * added to a snapshot is compared without a list to keep in step. Values compare as JSON (groups as one field).
 */
export function changedFields(previous: object, next: object): string[] {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => canonical(before[key]) !== canonical(after[key]));
}
