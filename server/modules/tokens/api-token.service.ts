// Integrators' tokens: made by an administrator (shown once; only its SHA-256 kept), listed with when and where each
// was last used, revoked at once on every process (every request reads its token's row).
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { permit, type ActingAdmin } from '../../common/actor.js';
import { notFound } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { API_SCOPES } from '../../shared/access-policy.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import { ApiToken } from './api-token.entity.js';

/** Every token starts so: a bearer token that does not is a person's session (a JWT). */
export const API_TOKEN_PREFIX = 'et_';
export const isApiToken = (bearer: string | null | undefined): bearer is string => !!bearer && bearer.startsWith(API_TOKEN_PREFIX);
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token's last use is written at most this often (from one address): a busy integrator would write on every call. */
const LAST_USE_EVERY_MS = 60_000;

const createSchema = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  scopes: z
    .array(z.enum(API_SCOPES, 'INVALID'), 'INVALID')
    .min(1, 'REQUIRED')
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z
    .date('INVALID_DATE')
    .nullish()
    .refine((at) => !at || at.getTime() > Date.now(), 'IN_THE_PAST'),
});

export class ApiTokenService {
  constructor(private readonly em: EntityManager) {}

  /** Every token, newest first, revoked and expired ones too (the list says which). */
  async list(): Promise<ApiToken[]> {
    await permit(this.em, 'apiTokens');
    return this.em.find(ApiToken, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['createdBy'] });
  }

  /** A new token: 256 random bits after the prefix, answered this once. */
  async create(me: AdminUser, input: unknown): Promise<{ token: string; apiToken: ApiToken }> {
    await permit(this.em, 'createApiToken');
    const { name, scopes, expiresAt } = parseInput(createSchema, input);
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const apiToken = this.em.create(ApiToken, {
      name,
      scopes,
      expiresAt: expiresAt ?? null,
      tokenHash: tokenHash(token),
      prefix: token.slice(0, 10),
      createdBy: me,
    });
    await this.em.flush();
    return { token, apiToken };
  }

  /** Refused from the next request on, on every process; revoking a revoked token changes nothing. */
  async revoke(id: number): Promise<ApiToken> {
    await permit(this.em, 'revokeApiToken');
    const row = await this.em.findOne(ApiToken, { id });
    if (!row) throw notFound('ApiToken', id);
    if (!row.revokedAt) {
      row.revokedAt = new Date();
      await this.em.flush();
    }
    return row;
  }

  /**
   * Who a bearer token acts as: its scopes, named after the token in the records (audit log, versions); null for a
   * token unknown, revoked or expired. Its last use is noted past the unit of work (not a change of the log's).
   */
  async authenticate(token: string, ip: string): Promise<ActingAdmin | null> {
    const row = await this.em.findOne(ApiToken, { tokenHash: tokenHash(token) });
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USE_EVERY_MS || row.lastUsedIp !== ip) {
      await this.em.nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: new Date(), lastUsedIp: ip.slice(0, 64) });
    }
    return { id: null, username: `API: ${row.name}`.slice(0, 64), scopes: row.scopes };
  }
}
