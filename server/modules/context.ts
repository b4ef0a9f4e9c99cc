import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthChecker } from 'type-graphql';
import type { AdminUser } from './auth/admin-user.entity.js';
import { isApiToken } from './tokens/api-token.service.js';
import { actAs, forbidden, type ActingAdmin, type Actor } from '../common/actor.js';
import { scopeGrant } from '../shared/access-policy.js';
import { createServices, type ServiceDeps, type Services } from './services.js';

export interface AppContext {
  em: EntityManager;
  /** The client's address (for sign-in attempt limits). */
  clientIp: string;
  services: Services;
  /** The Host the request was sent to, if it came over HTTP (a full address of it is this site's). */
  host?: string;
  /** The bearer token of the request, if any. */
  token: string | null;
  /** The browser's User-Agent, kept with a sign-in so that its person can tell their sessions apart. */
  userAgent: string | null;
  /** The administrator of the bearer token, looked up once per request (none for an integrator's token). */
  admin: () => Promise<AdminUser | null>;
  /** Who acts: the administrator, or an integrator's API token with its scopes; looked up once per request. */
  principal: () => Promise<ActingAdmin | null>;
  /**
   * Set by the query cache plugin: the answer is an anonymous query's, current, without errors (it may be kept). An
   * object, because Apollo hands each operation a shallow copy of the context.
   */
  answer: { public: boolean; personal?: boolean };
}

/**
 * Marks an anonymous query's answer as never to be kept: it reads what is no public content and changes without a
 * content change (a mailed link's state).
 */
export function answerOnce(ctx: AppContext): void {
  ctx.answer.personal = true;
}

/** What a context is made from: the request's headers and address, and the adapter it came through. */
export interface RequestFacts {
  authorization?: string;
  /** req.ip; 'local' for work the server does itself (a page's render, the sitemap). */
  ip?: string;
  via?: Actor['via'];
  host?: string;
  userAgent?: string;
}

/** One context per request: its own EntityManager fork, services bound to it, lazy admin lookup. */
export function createContext(
  deps: ServiceDeps,
  { authorization, ip = 'local', via = 'page', host, userAgent }: RequestFacts = {},
): AppContext {
  const em = deps.orm.em.fork() as EntityManager;
  const services = createServices(em, deps);
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  let lookup: Promise<AdminUser | null> | undefined;
  let tokenLookup: Promise<ActingAdmin | null> | undefined;
  // An integrator's token is never a person's session: it names no administrator.
  const admin = () => (lookup ??= isApiToken(token) ? Promise.resolve(null) : services.auth.adminFromToken(token));
  const principal = () => (tokenLookup ??= isApiToken(token) ? services.apiTokens.authenticate(token, ip) : admin());
  actAs(em, { admin: principal, ip, via });
  return { em, services, clientIp: ip, host, token, userAgent: userAgent ?? null, admin, principal, answer: { public: false } };
}

/**
 * @Authorized: a signed-in person; an integrator's token only for the operations its scopes open (a refusal is
 * FORBIDDEN naming the operation), and within them for the fields below it. Never one's own account's operations.
 */
export const authChecker: AuthChecker<AppContext> = async ({ context, info }) => {
  if ((await context.admin()) !== null) return true;
  const principal = await context.principal();
  if (!principal?.scopes) return false;
  const root = info.parentType.name === 'Query' || info.parentType.name === 'Mutation';
  if (root && scopeGrant(principal.scopes, info.fieldName) === 'no') throw forbidden(info.fieldName);
  return true;
};
