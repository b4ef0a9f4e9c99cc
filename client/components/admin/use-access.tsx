// What the signed-in person may do, from the server's own access table (server/shared/access-policy.ts) and their
// role (the admin shell asks for it before any screen shows): screens offer only what the server would allow.
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo } from 'react';
import { isEnglishField, operationGrant, type AdminRoleName, type Grant, type Operation } from '../../../server/shared/access-policy';
import { AdminMeDocument } from '../../graphql/admin/graphql';

export interface Access {
  role: AdminRoleName | null;
  grant(operation: Operation): Grant;
  /** Whether the operation is offered at all (on some records, for a drafts or English-only grant). */
  may(operation: Operation): boolean;
  /** Whether it is offered on a record in this state (`isDraft`: visitors do not see it). */
  mayOn(operation: Operation, isDraft: boolean): boolean;
}

export function useAccess(): Access {
  // The shell's own query, read from the cache it filled.
  const { data } = useQuery(AdminMeDocument, { fetchPolicy: 'cache-only' });
  const role = data?.me.role ?? null;
  return useMemo(() => {
    // Unknown only when the server could not say who is signed in (the shell then shows the screens anyway): every
    // action shows, and the server refuses what is not theirs.
    const grant = (operation: Operation): Grant => (role ? operationGrant(role, operation) : 'yes');
    return {
      role,
      grant,
      may: (operation) => grant(operation) !== 'no',
      mayOn: (operation, isDraft) => {
        const given = grant(operation);
        return given === 'yes' || given === 'english' || (given === 'drafts' && isDraft);
      },
    };
  }, [role]);
}

/**
 * What a form may change of its record: everything, its English fields only (a translator), or nothing (an author on
 * what visitors see). Forms provide it; their fields read it.
 */
export type FieldAccess = 'all' | 'english' | 'none';

const FieldAccessContext = createContext<FieldAccess>('all');
export const FieldAccessProvider = FieldAccessContext.Provider;

/** The form's field access around this field. */
export const useFieldAccess = () => useContext(FieldAccessContext);

/** A record's form: what `operation` lets the person change of a record in this state. */
export function useRecordAccess(operation: Operation, isDraft: boolean): FieldAccess {
  const access = useAccess();
  const grant = access.grant(operation);
  if (grant === 'english') return 'english';
  return access.mayOn(operation, isDraft) ? 'all' : 'none';
}

/** Whether the form's field `name` is read only here (a translator's Turkish and other fields, a record not theirs). */
export function useLockedField(name: string | undefined): boolean {
  const access = useFieldAccess();
  return access === 'none' || (access === 'english' && !isEnglishField(name ?? ''));
}
