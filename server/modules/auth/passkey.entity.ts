import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.js';

/** A passkey (WebAuthn credential) a person registered: it signs them in without a password. */
@Entity()
export class Passkey {
  static readonly publicContent = false;
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'transports';

  /** The credential's id as the authenticator gives it (base64url). */
  @PrimaryKey({ length: 512 })
  id!: string;

  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  @Index()
  user!: Rel<AdminUser>;

  /** The credential's public key (COSE): all the server needs to check a signature; nothing secret is kept. */
  @Property({ type: 'blob' })
  publicKey!: Buffer;

  /** The authenticator's signature counter: one that goes backwards betrays a cloned credential. */
  @Property({ type: 'integer' })
  counter!: number;

  /** How the browser reaches the authenticator (usb, internal, hybrid...), offered back at sign-in. */
  @Property({ type: 'json', nullable: true })
  transports: string[] | null = null;

  /** The person's own name for it ("Laptop"), shown on their profile. */
  @Property({ length: 100 })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;
}

/** A WebAuthn challenge handed out and not yet answered: good for a few minutes, and once (deleted as it is used). */
@Entity()
export class PasskeyChallenge {
  static readonly publicContent = false;
  static readonly audited = false;

  [OptionalProps]?: 'user';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ length: 128 })
  challenge!: string;

  /** The person registering a passkey; none for a sign-in (the passkey names its person). */
  @ManyToOne(() => AdminUser, { deleteRule: 'cascade', nullable: true })
  @Index()
  user: Rel<AdminUser> | null = null;

  @Property({ type: 'datetime' })
  @Index()
  expiresAt!: Date;
}
