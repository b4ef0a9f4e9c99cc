import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { MAX_PATH_LENGTH } from './redirect-paths.js';

/**
 * An old address of the site answered with a redirect before any page is rendered: made by a slug change (automatic)
 * or by hand for the old site's addresses. `fromPath` is kept normalized (decoded, no trailing slash; a query's
 * parameters sorted), as requests are looked up (server/modules/redirects/redirect-paths.ts).
 */
@Entity()
@ObjectType({ description: 'An old address answered with a redirect to a current one (admin only)' })
export class Redirect extends BaseEntity {
  @Field({ description: 'The old path, e.g. /products/old-slug, with the query that named an old page if any (/urun.asp?id=12)' })
  @Property({ length: MAX_PATH_LENGTH, unique: true })
  fromPath!: string;

  // Renames look up the redirects that point at the old address to point them at the new one.
  @Field({ description: 'Where it leads: a path of this site, with an optional query' })
  @Property({ length: MAX_PATH_LENGTH })
  @Index()
  toPath!: string;

  @Field({ description: 'true: 301 (moved for good); false: 302' })
  @Property()
  permanent: boolean = true;

  @Field({ description: 'Made by a product or blog post slug change, not by hand' })
  @Property()
  automatic: boolean = false;
}
