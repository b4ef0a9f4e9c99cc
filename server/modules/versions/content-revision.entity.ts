import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** What kind of record a revision keeps (products and blog posts). */
export enum RevisionKind {
  product = 'product',
  blog = 'blog',
}

registerEnumType(RevisionKind, { name: 'RevisionKind', description: 'The kind of record whose versions are kept' });

/**
 * One saved version of a product or blog post: everything its editor edits, as it was after one save. (Named
 * "revision" in the code because ContentVersion is the cache counter of server/cache/content-version.ts.)
 * The administrator is copied (id and username), not referenced: a version outlives its author's account.
 */
// The unique (kind, item_id, number) index also reads an item's versions newest first, without a sort.
@Entity()
@Unique({ properties: ['kind', 'itemId', 'number'] })
@ObjectType({ description: 'A saved version of a product or blog post' })
export class ContentRevision {
  /** Never shown on public pages: a new version does not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** Kept with each save, which the audit log records itself: not an entry of its own. */
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'adminId' | 'adminUsername' | 'changedFields' | 'restoredFrom' | 'englishOutdated' | 'imported';

  @Field(() => Int)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field(() => RevisionKind)
  @Enum({ items: () => RevisionKind, nativeEnumName: 'revision_kind' })
  kind!: RevisionKind;

  @Field(() => Int, { description: 'The product or blog post (it may have been deleted since)' })
  @Property({ type: 'integer' })
  itemId!: number;

  @Field(() => Int, { description: 'Version number of this item: 1, 2, 3…' })
  @Property({ type: 'integer' })
  number!: number;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Int, {
    nullable: true,
    description: 'The administrator who saved it; null for the system (seed, tools, the state before history began)',
  })
  @Property({ type: 'integer', nullable: true })
  adminId: number | null = null;

  @Field(() => String, { nullable: true, description: 'Their username at the time' })
  @Property({ length: 64, nullable: true })
  adminUsername: string | null = null;

  @Field({ description: 'Which adapter saved it: graphql, rest, page or system' })
  @Property({ length: 16 })
  via!: string;

  @Field(() => [String], { description: 'Snapshot fields that differ from the previous version (none for the first: it has no previous)' })
  @Property({ type: 'json' })
  changedFields: string[] = [];

  @Field(() => Int, { nullable: true, description: 'The version number this one restored, when it was a restore' })
  @Property({ type: 'integer', nullable: true })
  restoredFrom: number | null = null;

  @Field({ description: 'Whether a spreadsheet import saved it (importProducts) rather than an edit of the record itself' })
  @Property({ default: false })
  imported: boolean = false;

  /**
   * The item's English "may be out of date" marks as this version left them: a restore brings them back with the
   * texts. Null for versions kept before the marks were.
   */
  @Property({ type: 'json', nullable: true })
  englishOutdated: string[] | null = null;

  /** Lazy: a list of versions does not read every snapshot's texts. */
  @Field(() => GraphQLJSONObject, { description: 'Everything the editor edits, as saved in this version' })
  @Property({ type: 'json', lazy: true })
  snapshot!: Record<string, unknown>;
}
