import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthChecker } from 'type-graphql';
import type { AdminUser } from './modules/auth/admin-user.entity.js';
import { createServices, type ServiceDeps, type Services } from './services.js';

export interface AppContext {
  em: EntityManager;
  /** The client's address (for sign-in attempt limits). */
  clientIp: string;
  services: Services;
  /** The bearer token of the request, if any. */
  token: string | null;
  /** The administrator of the bearer token, looked up once per request. */
  admin(): Promise<AdminUser | null>;
  /**
   * Set by the query cache plugin: the answer is an anonymous query's, current, without errors (it may be kept). An
   * object, because Apollo hands each operation a shallow copy of the context.
   */
  answer: { public: boolean };
}

/** One context per request: its own EntityManager fork, services bound to it, lazy admin lookup. */
export function createContext(deps: ServiceDeps, authorization: string | undefined, clientIp = 'local'): AppContext {
  const em = deps.orm.em.fork() as EntityManager;
  const services = createServices(em, deps);
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  let admin: Promise<AdminUser | null> | undefined;
  return { em, services, clientIp, token, admin: () => (admin ??= services.auth.adminFromToken(token)), answer: { public: false } };
}

export const authChecker: AuthChecker<AppContext> = async ({ context }) => (await context.admin()) !== null;
