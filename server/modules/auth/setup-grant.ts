// REQUIRE_TWO_FACTOR=on: an account that has not set up two-factor sign-in gets no session for its password, only a
// grant of a few minutes to set it up (startTotpSetup, confirmTotpSetup), which then signs it in. Signed with the
// sign-in secret for an audience of its own: it is no sign-in token, and a sign-in token is no grant.
import jwt from 'jsonwebtoken';
import type { AdminUser } from './admin-user.entity.js';

const AUDIENCE = 'two-factor-setup';
const GRANT_SECONDS = 15 * 60;

export function setupGrant(secret: string, user: AdminUser): string {
  return jwt.sign({ sub: String(user.id), ver: user.tokenVersion }, secret, {
    algorithm: 'HS256',
    audience: AUDIENCE,
    expiresIn: GRANT_SECONDS,
  });
}

/** The account and password version a grant names, if it is genuine and current. */
export function setupGrantClaims(secret: string, grant: unknown): { id: number; ver: number } | null {
  if (typeof grant !== 'string' || !grant) return null;
  try {
    const claims = jwt.verify(grant, secret, { algorithms: ['HS256'], audience: AUDIENCE }) as { sub?: unknown; ver?: unknown };
    return typeof claims.sub === 'string' && typeof claims.ver === 'number' ? { id: Number(claims.sub), ver: claims.ver } : null;
  } catch {
    return null;
  }
}
