// Reads which fields a query selects on an object, through inline fragments and named fragments:
// lets a resolver skip an upstream read whose result no selected field needs.
import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** Names of the fields selected directly on the field being resolved (any type condition). */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (selections: readonly SelectionNode[]): void => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet.selections);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet.selections);
      }
    }
  };
  for (const node of info.fieldNodes) if (node.selectionSet) visit(node.selectionSet.selections);
  return names;
}
