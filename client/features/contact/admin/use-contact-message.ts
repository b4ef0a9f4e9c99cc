// One contact message by id: from the cache when the inbox listed it, else one query.
import { useQuery } from '@apollo/client/react';
import { AdminContactMessageDocument, type AdminContactMessageFieldsFragment } from '../../../graphql/graphql';

type State =
  | { status: 'loading' }
  | { status: 'found'; message: AdminContactMessageFieldsFragment }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

export function useContactMessage(id: number): State & { retry(): void } {
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(AdminContactMessageDocument, { variables: { id }, skip: !valid, fetchPolicy: 'cache-first' });
  const retry = () => void refetch().catch(() => undefined);
  if (!valid) return { status: 'notFound', retry };
  if (error) return { status: 'error', error, retry };
  if (loading || !data) return { status: 'loading', retry };
  return data.contactMessage ? { status: 'found', message: data.contactMessage, retry } : { status: 'notFound', retry };
}
