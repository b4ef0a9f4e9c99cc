// Secrets the server must read back (an authenticator's TOTP key, a link waiting in the mail outbox), kept sealed with
// AES-256-GCM under a key derived from the sign-in secret: a copy of the database alone does not reveal them.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class Sealer {
  private readonly key: Buffer;

  /** `purpose` separates keys: a value sealed for one purpose does not open for another. */
  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'enerji-site', `sealed:${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The sealed value, or null when it was sealed under another key or altered. */
  open(sealed: string): string | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || body === undefined || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const sealers = new Map<string, Sealer>();

/** One sealer per secret and purpose, made once (deriving its key is the costly part). */
export function sealerFor(secret: string, purpose: string): Sealer {
  const key = `${purpose}\u0000${secret}`;
  let sealer = sealers.get(key);
  if (!sealer) sealers.set(key, (sealer = new Sealer(secret, purpose)));
  return sealer;
}
