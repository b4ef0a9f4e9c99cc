// Passkeys (WebAuthn): a person registers one from their profile and then signs in with it instead of a password.
// The browser's authenticator keeps the private key; the server keeps the public key and a counter.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { appError, notFound, userInputError } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { requiredText } from '../../common/validation.js';
import { AdminUser, AdminUserStatus } from './admin-user.entity.js';
import { Passkey, PasskeyChallenge } from './passkey.entity.js';

const CHALLENGE_MS = 5 * 60_000;
const MAX_PASSKEYS = 20;
const RP_NAME = 'Enerji Teknoloji';
/** A browser's answer is a few kilobytes at most. */
const MAX_RESPONSE_CHARS = 64 * 1024;

export interface PasskeyChallengeOptions {
  challengeId: string;
  /** The options for the browser's navigator.credentials call, as JSON (SimpleWebAuthn's optionsJSON). */
  optionsJson: string;
}

export class PasskeysService {
  constructor(
    private readonly em: EntityManager,
    /** The site's address (PUBLIC_URL): passkeys belong to its host name, and only its pages may use them. */
    private readonly publicUrl: string,
  ) {}

  private get rpID(): string {
    return new URL(this.publicUrl).hostname;
  }

  private get origin(): string {
    return new URL(this.publicUrl).origin;
  }

  list(user: AdminUser): Promise<Passkey[]> {
    return this.em.find(Passkey, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  }

  async startRegistration(user: AdminUser): Promise<PasskeyChallengeOptions> {
    const existing = await this.list(user);
    if (existing.length >= MAX_PASSKEYS) throw userInputError('passkey', 'TOO_MANY');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpID,
      userName: user.username ?? user.email ?? String(user.id),
      userDisplayName: user.name,
      userID: new TextEncoder().encode(`admin-${user.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
      // A passkey the device keeps and unlocks with the person's fingerprint, face or PIN: it alone signs them in.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    return { challengeId: await this.remember(options.challenge, user), optionsJson: JSON.stringify(options) };
  }

  async finishRegistration(user: AdminUser, challengeId: string, responseJson: string, nameInput: string): Promise<Passkey> {
    const name = requiredText(100).safeParse(nameInput);
    if (!name.success) throw userInputError('name', name.error.issues[0]?.message ?? 'INVALID');
    const challenge = await this.take(challengeId, user);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: parsed<RegistrationResponseJSON>(responseJson),
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
    } catch {
      throw userInputError('passkey', 'PASSKEY_REFUSED');
    }
    if (!verified.verified) throw userInputError('passkey', 'PASSKEY_REFUSED');
    const { credential } = verified.registrationInfo;
    return inTransaction(this.em, async () => {
      if (await this.em.count(Passkey, { id: credential.id })) throw userInputError('passkey', 'PASSKEY_REFUSED');
      const passkey = this.em.create(Passkey, {
        id: credential.id,
        user,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
        name: name.data,
      });
      await this.logged(user, 'passkeyAdded', name.data);
      return passkey;
    });
  }

  async remove(user: AdminUser, id: string): Promise<boolean> {
    const passkey = await this.em.findOne(Passkey, { id, user: user.id });
    if (!passkey) throw notFound('Passkey', id.slice(0, 64));
    await inTransaction(this.em, async () => {
      this.em.remove(passkey);
      await this.logged(user, 'passkeyRemoved', passkey.name);
    });
    return true;
  }

  /** A sign-in challenge for any passkey of this site (the browser offers the person's own). */
  async startSignIn(): Promise<PasskeyChallengeOptions> {
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    return { challengeId: await this.remember(options.challenge, null), optionsJson: JSON.stringify(options) };
  }

  /** The person whose passkey answered the challenge; INVALID_CREDENTIALS for anything else. */
  async finishSignIn(challengeId: string, responseJson: string): Promise<AdminUser> {
    const refused = () => appError('INVALID_CREDENTIALS', 'This passkey cannot sign in here');
    const challenge = await this.take(challengeId, null).catch(() => {
      throw refused();
    });
    let response: AuthenticationResponseJSON;
    try {
      response = parsed<AuthenticationResponseJSON>(responseJson);
    } catch {
      throw refused();
    }
    const passkey = typeof response.id === 'string' ? await this.em.findOne(Passkey, { id: response.id }, { populate: ['user'] }) : null;
    if (!passkey || passkey.user.status !== AdminUserStatus.ACTIVE) throw refused();
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports ?? undefined,
        },
        requireUserVerification: true,
      });
    } catch {
      throw refused();
    }
    if (!verified.verified) throw refused();
    passkey.counter = verified.authenticationInfo.newCounter;
    passkey.lastUsedAt = new Date();
    await this.em.flush();
    return passkey.user;
  }

  private async remember(challenge: string, user: AdminUser | null): Promise<string> {
    const id = randomUUID();
    const now = Date.now();
    await this.em.nativeDelete(PasskeyChallenge, { expiresAt: { $lt: new Date(now) } });
    await this.em.insert(PasskeyChallenge, { id, challenge, user: user?.id ?? null, expiresAt: new Date(now + CHALLENGE_MS) });
    return id;
  }

  /** A challenge handed out to this person (or to nobody, for a sign-in), once: it is deleted as it is taken. */
  private async take(challengeId: string, user: AdminUser | null): Promise<string> {
    const expired = () => userInputError('passkey', 'PASSKEY_EXPIRED');
    if (!/^[0-9a-f-]{36}$/.test(challengeId)) throw expired();
    const found = await this.em.findOne(PasskeyChallenge, { id: challengeId, user: user?.id ?? null, expiresAt: { $gt: new Date() } });
    if (!found || (await this.em.nativeDelete(PasskeyChallenge, { id: challengeId })) !== 1) throw expired();
    return found.challenge;
  }

  private logged(user: AdminUser, what: string, name: string): Promise<void> {
    return recordAudit(this.em, {
      action: 'two_factor',
      who: { id: user.id, username: user.username },
      entityType: 'AdminUser',
      entityId: user.id,
      entityName: `${user.name}: ${name}`,
      fields: [what],
    });
  }
}

function parsed<T>(json: string): T {
  if (json.length > MAX_RESPONSE_CHARS) throw userInputError('passkey', 'TOO_LONG');
  const value = JSON.parse(json) as unknown;
  if (!value || typeof value !== 'object') throw userInputError('passkey', 'INVALID');
  return value as T;
}
