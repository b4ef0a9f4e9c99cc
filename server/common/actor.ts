import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isEnglishField,
  operationGrant,
  scopeGrant,
  type AdminRoleName,
  type ApiScopeName,
  type Grant,
  type Operation,
} from '../shared/access-policy.js';
import { appError } from './errors.js';

/** What the records of a change keep of its administrator (the auth module's AdminUser has these). */
export interface ActingAdmin {
  /** Null for an integrator's API token, which `username` names. */
  id: number | null;
  /** None only for an invited account, which never acts. */
  username: string | null;
  /** What the person may do (server/shared/access-policy.ts); none for a token, which has `scopes`. */
  role?: AdminRoleName;
  /** Set for an integrator's API token, which acts within these alone (and is named `username` in the records). */
  scopes?: readonly ApiScopeName[];
}

/**
 * Who a request acts for, known wherever its EntityManager is (services, flush subscribers): version history and
 * the audit log record it with each change, in the change's own transaction.
 */
export interface Actor {
  /** Who the request's bearer token is (a person, or an integrator's token), looked up once per request; null when anonymous. */
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

/** A refusal of what the acting person's role may not do: the operation named, and the field when one is the cause. */
export function forbidden(operation: string, extra: { field?: string; reason?: string } = {}) {
  const what = extra.field ? `${operation}: the field ${extra.field}` : operation;
  return appError('FORBIDDEN', `${what} is not allowed for this role`, { operation, ...extra });
}

/**
 * What the request's person may do with `operation` (server/shared/access-policy.ts): their grant, never `no` (that
 * is FORBIDDEN, before anything is read or checked). The server's own work (seeds, tools, the clock) may do anything.
 * A `drafts` or `english` grant binds the caller to permitDraft or permitChanges once it has the record.
 */
export async function permit(em: EntityManager, operation: Operation): Promise<Grant> {
  const actor = actorOf(em);
  if (actor.via === 'system') return 'yes';
  const admin = await actor.admin();
  if (!admin) throw appError('UNAUTHENTICATED', 'Sign in first');
  const grant = admin.scopes ? scopeGrant(admin.scopes, operation) : admin.role ? operationGrant(admin.role, operation) : 'no';
  if (grant === 'no') throw forbidden(operation);
  return grant;
}

/** A `drafts` grant reaches only what visitors do not see: a record published (or scheduled) is FORBIDDEN. */
export function permitDraft(grant: Grant, operation: string, isDraft: boolean): void {
  if (grant === 'drafts' && !isDraft) throw forbidden(operation, { reason: 'NOT_A_DRAFT' });
}

/**
 * An `english` grant changes English fields only: the first other field whose value `after` changes from `before`
 * (two snapshots of one record, compared leaf by leaf: `specGroups.0.specs.1.valueTr`) is FORBIDDEN, named; a list
 * that grows or shrinks is a change of the list itself (`specGroups`).
 */
export function permitChanges(grant: Grant, operation: string, before: object, after: object): void {
  if (grant !== 'english') return;
  // English within a path makes it English: `specGroups.0.specs.1.valueEn`, `technicalSpecsEn.General.Voltage`.
  const field = changedLeaves(before, after).find((path) => !path.split('.').some(isEnglishField));
  if (field !== undefined) throw forbidden(operation, { field, reason: 'NOT_ENGLISH' });
}

/** The paths of the values that differ; an array whose length changed is changed as a whole (its own path). */
function changedLeaves(before: unknown, after: unknown, path = ''): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [path];
    return before.flatMap((item, i) => changedLeaves(item, after[i], path ? `${path}.${i}` : String(i)));
  }
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedLeaves(before[key], after[key], path ? `${path}.${key}` : key));
  }
  const same =
    before instanceof Date && after instanceof Date ? before.getTime() === after.getTime() : (before ?? null) === (after ?? null);
  return same ? [] : [path];
}
