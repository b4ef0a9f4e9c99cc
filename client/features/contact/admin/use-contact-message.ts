// One contact message by id, with its delivery state: shown from the cache at once when it is there, and asked again
// (the outbox may have delivered it since).
import { useQuery } from '@apollo/client/react';
import { AdminContactMessageDocument, type AdminContactMessageQuery } from '../../../graphql/admin/graphql';

type State =
  | { status: 'loading' }
  | { status: 'found'; message: NonNullable<AdminContactMessageQuery['contactMessage']> }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

export function useContactMessage(id: number): State & { retry(): void } {
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, refetch } = useQuery(AdminContactMessageDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const retry = () => void refetch().catch(() => undefined);
  if (!valid) return { status: 'notFound', retry };
  if (error && !data) return { status: 'error', error, retry };
  if (!data) return { status: 'loading', retry };
  return data.contactMessage ? { status: 'found', message: data.contactMessage, retry } : { status: 'notFound', retry };
}
