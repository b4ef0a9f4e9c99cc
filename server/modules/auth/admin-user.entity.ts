import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/language.js';
import { ADMIN_ROLES, type AdminRoleName } from '../../shared/access-policy.js';

/** Where an account stands: it signs in (ACTIVE), was switched off (DISABLED), or waits for its invitee (INVITED). */
export enum AdminUserStatus {
  ACTIVE = 'ACTIVE',
  DISABLED = 'DISABLED',
  INVITED = 'INVITED',
}
registerEnumType(AdminUserStatus, {
  name: 'AdminUserStatus',
  description: 'ACTIVE signs in; DISABLED does not; INVITED waits for its invitation',
});

/** What a person may do in the back office: the table is server/shared/access-policy.ts. */
export const AdminRole = Object.fromEntries(ADMIN_ROLES.map((role) => [role, role])) as { readonly [R in AdminRoleName]: R };
export type AdminRole = AdminRoleName;
registerEnumType(AdminRole, {
  name: 'AdminRole',
  description:
    'ADMINISTRATOR: everything; EDITOR: all content, publishing and reviews; AUTHOR: drafts, asks for review; TRANSLATOR: English fields only',
});

@Entity()
@ObjectType({ description: 'A person who signs in to the back office' })
export class AdminUser extends BaseEntity<
  | 'tokenVersion'
  | 'lastLoginAt'
  | 'email'
  | 'displayName'
  | 'language'
  | 'status'
  | 'role'
  | 'totpSecret'
  | 'totpPendingSecret'
  | 'totpLastStep'
  | 'twoFactorEnabled'
  | 'name'
> {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;

  /** Chosen by the person when they accept their invitation: none before. */
  @Field(() => String, { nullable: true })
  @Property({ length: 64, unique: true, nullable: true })
  username!: string | null;

  @Field(() => AdminUserStatus)
  @Enum({ items: () => AdminUserStatus, default: AdminUserStatus.ACTIVE })
  status: AdminUserStatus = AdminUserStatus.ACTIVE;

  @Field(() => AdminRole)
  @Enum({ items: () => [...ADMIN_ROLES], default: 'ADMINISTRATOR' })
  role: AdminRole = 'ADMINISTRATOR';

  /** Where the account's mails go (invitations, password resets); kept in lower case, one account per address. */
  @Field(() => String, { nullable: true })
  @Property({ length: 254, nullable: true, unique: true })
  email: string | null = null;

  /** How the person is named in the back office and the audit log; the username when unset. */
  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  displayName: string | null = null;

  /** The back office's language for this person, on every device (the public site keeps the visitor's own). */
  @Field(() => LanguageEnum)
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.tr })
  language: LanguageEnum = LanguageEnum.tr;

  /** argon2id hash; never exposed. None until an invitation is accepted. */
  @Property({ length: 255, hidden: true, nullable: true })
  passwordHash!: string | null;

  /** The authenticator's TOTP key, sealed (server/common/sealed.ts): it must be read back to check codes. */
  @Property({ type: 'text', hidden: true, nullable: true })
  totpSecret: string | null = null;

  /** A key offered by a setup not yet confirmed with a code from it, sealed likewise. */
  @Property({ type: 'text', hidden: true, nullable: true })
  totpPendingSecret: string | null = null;

  /** The time step of the last code accepted: a code is good once (RFC 6238, 5.2). */
  @Property({ type: 'integer', hidden: true, nullable: true })
  totpLastStep: number | null = null;

  /** Bumped on every password change so earlier tokens stop working. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;

  /** Whether signing in with a password also asks for an authenticator's code. */
  @Field({ description: 'Signing in with a password also asks for a code from an authenticator app' })
  get twoFactorEnabled(): boolean {
    return this.totpSecret !== null;
  }

  /** How the back office and its log name the person. */
  get name(): string {
    return this.displayName || this.username || this.email || `#${this.id}`;
  }
}
