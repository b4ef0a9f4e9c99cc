import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { API_SCOPES, type ApiScopeName } from '../../shared/access-policy.js';
import { AdminUser } from '../auth/admin-user.entity.js';

/** What a token may do (server/shared/access-policy.ts SCOPE_GRANTS). */
export const ApiScope = Object.fromEntries(API_SCOPES.map((scope) => [scope, scope])) as { readonly [S in ApiScopeName]: S };
export type ApiScope = ApiScopeName;
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description:
    'CATALOGUE_READ_DRAFTS: products and posts as drafts and scheduled too, the catalogue spreadsheet; CATALOGUE_WRITE: products (new ones as drafts) and their files; CONTENT_WRITE: posts (new ones as drafts), documents, applications, images; MESSAGES_READ: contact messages',
});

/**
 * An integrator's token: sent as `Authorization: Bearer et_…`, it acts within its scopes alone. Only its SHA-256 is
 * kept (the token is shown once, when it is made); its first characters name it in the list.
 */
@Entity()
@ObjectType({ description: "An integrator's API token (its secret is shown once, when it is made)" })
export class ApiToken extends BaseEntity<'lastUsedAt' | 'lastUsedIp' | 'revokedAt' | 'expiresAt' | 'createdBy'> {
  /** Never shown on public pages: changes do not invalidate the page caches. */
  static readonly publicContent = false;

  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field(() => [ApiScope])
  @Property({ type: 'json' })
  scopes!: ApiScope[];

  /** SHA-256 of the token, hex. */
  @Property({ length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Field({ description: 'The first characters of the token, to tell tokens apart' })
  @Property({ length: 16 })
  prefix!: string;

  @Field(() => AdminUser, { nullable: true, description: 'Who made it (null once their account is gone)' })
  @ManyToOne(() => AdminUser, { nullable: true, deleteRule: 'set null' })
  @Index()
  createdBy: Rel<AdminUser> | null = null;

  @Field(() => Date, { nullable: true, description: 'After this it is refused; null: until revoked' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: 'The address it was last used from' })
  @Property({ length: 64, nullable: true })
  lastUsedIp: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked: refused from then on, on every process' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
