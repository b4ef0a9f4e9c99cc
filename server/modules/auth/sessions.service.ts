// A person's sign-ins as they see them on their profile: which browser, from where, since when and last used; they
// end one they do not recognise, or all the others.
import type { EntityManager } from '@mikro-orm/postgresql';
import Bowser from 'bowser';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { notFound } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { AdminSession } from './admin-session.entity.js';
import type { AdminUser } from './admin-user.entity.js';

export interface SessionView {
  id: string;
  current: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
  /** The browser and its system as a person names them ("Chrome 131", "Windows 11"); null when unknown. */
  browser: string | null;
  system: string | null;
  address: string | null;
}

const named = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || null;

function describe(session: AdminSession, current: string | null): SessionView {
  const agent = session.userAgent ? Bowser.parse(session.userAgent) : null;
  return {
    id: session.id,
    current: session.id === current,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    browser: agent && named(agent.browser.name, agent.browser.version?.split('.')[0]),
    system: agent && named(agent.os.name, agent.os.versionName ?? agent.os.version),
    address: session.ip,
  };
}

export class SessionsService {
  constructor(private readonly em: EntityManager) {}

  /** The person's sign-ins still in force, the one in use first, then the most recently used. */
  async list(me: AdminUser, current: string | null): Promise<SessionView[]> {
    const sessions = await this.em.find(
      AdminSession,
      { user: me.id, revokedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' } },
    );
    return sessions.map((s) => describe(s, current)).sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one of the person's sign-ins (this one too, if named); another person's is NOT_FOUND, as an unknown one. */
  async revoke(me: AdminUser, id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound('AdminSession', id);
    return inTransaction(this.em, async () => {
      if (!(await endSessions(this.em, me, { only: id }))) throw notFound('AdminSession', id);
      await this.logged(me);
      return true;
    });
  }

  /** Ends every other sign-in of the person (the one `keep` names goes on); answers how many ended. */
  async revokeOthers(me: AdminUser, keep: string | null): Promise<number> {
    return inTransaction(this.em, async () => {
      const ended = await endSessions(this.em, me, { keep });
      await this.logged(me);
      return ended;
    });
  }

  private logged(me: AdminUser): Promise<void> {
    return recordAudit(this.em, {
      action: 'logout',
      entityType: 'AdminUser',
      entityId: me.id,
      entityName: me.username,
      fields: ['sessions'],
    });
  }
}

/**
 * Ends sign-ins of the person still in force: the one `only` names, or every one but `keep` (a password change, the
 * profile's "sign out everywhere"). Every process refuses them at their next request. Answers how many ended.
 */
export function endSessions(em: EntityManager, me: AdminUser, which: { only: string } | { keep: string | null }): Promise<number> {
  const chosen = 'only' in which ? { id: which.only } : which.keep ? { id: { $ne: which.keep } } : {};
  return em.nativeUpdate(AdminSession, { user: me.id, revokedAt: null, ...chosen }, { revokedAt: new Date() });
}
