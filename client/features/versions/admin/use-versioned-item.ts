import { useQuery } from '@apollo/client/react';
import { AdminVersionedBlogDocument, AdminVersionedProductDocument, type RevisionKind } from '../../../graphql/admin/graphql';

/** The record whose history is shown: its name and slug, or `deleted` once the server says it is gone. */
export function useVersionedItem(kind: RevisionKind, id: number): { data: { name: string; slug: string } | null; deleted: boolean } {
  const product = useQuery(AdminVersionedProductDocument, { variables: { id }, skip: kind !== 'product', fetchPolicy: 'cache-and-network' });
  const blog = useQuery(AdminVersionedBlogDocument, { variables: { id }, skip: kind !== 'blog', fetchPolicy: 'cache-and-network' });
  if (kind === 'product') {
    const p = product.data?.product;
    return { data: p ? { name: p.name, slug: p.slug } : null, deleted: !!product.data && !p };
  }
  const b = blog.data?.blog;
  return { data: b ? { name: b.titleTr, slug: b.slug } : null, deleted: !!blog.data && !b };
}
