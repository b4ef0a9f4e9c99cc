// A passkey authenticator in the test process (WebAuthn level 3, "none" attestation, ES256): it answers the options
// the server hands out as a browser's authenticator would, so the server's checks run on real signatures. The
// browser tests use Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
  rpId: string;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin` is the page's, as a browser reports it in clientDataJSON. */
  constructor(private readonly origin: string) {}

  /** The answer to startPasskeyRegistration's options, as the JSON finishPasskeyRegistration takes. */
  register(optionsJson: string): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rp: { id: string }; user: { id: string } };
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credential: Credential = { id: randomBytes(16), privateKey, counter: 0, userHandle: options.user.id, rpId: options.rp.id };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      this.authHeader(credential, FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedCredential),
      Buffer.alloc(16),
      idLength,
      credential.id,
      Buffer.from(coseKey),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    });
  }

  /** The answer to startPasskeySignIn's options with this authenticator's newest passkey for the site. */
  authenticate(optionsJson: string): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rpId: string };
    const credential = this.credentials.filter((c) => c.rpId === options.rpId).at(-1);
    if (!credential) throw new Error(`no passkey for ${options.rpId}`);
    credential.counter += 1;
    const authenticatorData = this.authHeader(credential, FLAGS.userPresent | FLAGS.userVerified);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    });
  }

  private authHeader(credential: Credential, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    return Buffer.concat([sha256(credential.rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }
}
