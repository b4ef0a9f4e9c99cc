import { useQuery } from '@apollo/client/react';
import { AdminVersionedBlogDocument, AdminVersionedProductDocument, type RevisionKind } from '../../../graphql/admin/graphql';

/** The record whose history is shown: its name and slug, or `deleted` once the server says it is gone. */
export interface VersionedItem {
  /** `draft`: visitors do not see it (an author may restore a draft's versions only). */
  data: { name: string; slug: string; draft: boolean } | null;
  deleted: boolean;
  /** Asks again (a restore may have changed its name or slug). */
  refetch(): Promise<unknown>;
}

export function useVersionedItem(kind: RevisionKind, id: number): VersionedItem {
  const product = useQuery(AdminVersionedProductDocument, {
    variables: { id },
    skip: kind !== 'product',
    fetchPolicy: 'cache-and-network',
  });
  const blog = useQuery(AdminVersionedBlogDocument, { variables: { id }, skip: kind !== 'blog', fetchPolicy: 'cache-and-network' });
  if (kind === 'product') {
    const p = product.data?.product;
    return {
      data: p ? { name: p.name, slug: p.slug, draft: p.status === 'DRAFT' } : null,
      deleted: !!product.data && !p,
      refetch: () => product.refetch().catch(() => undefined),
    };
  }
  const b = blog.data?.blog;
  return {
    data: b ? { name: b.titleTr, slug: b.slug, draft: b.status === 'DRAFT' } : null,
    deleted: !!blog.data && !b,
    refetch: () => blog.refetch().catch(() => undefined),
  };
}
