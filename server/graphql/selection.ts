import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for `field` under the field being resolved (directly, or through fragments). A resolver
 * tells its service so, and the service loads that relation in the same statement as its owner instead of one
 * statement more per level of the answer.
 */
export function selects(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === field;
      if (s.kind === Kind.INLINE_FRAGMENT) return search(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return search(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
