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

/**
 * The names of the fields selected under `field` of this one (`products` of `productMenu { products { id name } }`:
 * id and name), through fragments; empty when it is not selected.
 */
export function fieldsUnder(info: GraphQLResolveInfo, field: string): string[] {
  const names = new Set<string>();
  const seen = new Set<string>();
  const collect = (set: SelectionSetNode | undefined, inside: boolean): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        if (inside) names.add(s.name.value);
        else if (s.name.value === field) collect(s.selectionSet, true);
      } else if (s.kind === Kind.INLINE_FRAGMENT) collect(s.selectionSet, inside);
      else if (!seen.has(`${inside} ${s.name.value}`)) {
        seen.add(`${inside} ${s.name.value}`);
        collect(info.fragments[s.name.value]?.selectionSet, inside);
      }
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet, false);
  return [...names];
}
