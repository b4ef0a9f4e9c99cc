import type { EntityManager } from '@mikro-orm/postgresql';

/** What the records of a change keep of its administrator (the auth module's AdminUser has these). */
export interface ActingAdmin {
  id: number;
  /** None only for an invited account, which never acts. */
  username: string | null;
}

/**
 * Who a request acts for, known wherever its EntityManager is (services, flush subscribers): version history and
 * the audit log record it with each change, in the change's own transaction.
 */
export interface Actor {
  /** The administrator of the request's bearer token, looked up once per request; null when anonymous. */
  admin(): Promise<ActingAdmin | null>;
  /** The client's address (req.ip). */
  ip: string;
  /** Which adapter the request came through. */
  via: 'graphql' | 'rest' | 'page' | 'system';
}

const SYSTEM: Actor = { admin: () => Promise.resolve(null), ip: 'local', via: 'system' };
const actors = new WeakMap<EntityManager, Actor>();

/** Binds a request's EntityManager fork to its actor (createContext does this for every request). */
export function actAs(em: EntityManager, actor: Actor): void {
  actors.set(em, actor);
}

/** The actor bound to this EntityManager; the system (seeds, tools, start-up) when none is. */
export function actorOf(em: EntityManager): Actor {
  return actors.get(em) ?? SYSTEM;
}
