// Reads which fields a query selects on an object, through inline fragments and named fragments:
// lets a resolver skip an upstream read whose result no selected field needs.
import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** Calls `onField` for every field selected on the field being resolved, with its fragment's type condition. */
function eachSelectedField(info: GraphQLResolveInfo, onField: (name: string, typeCondition: string | null) => void): void {
  const visit = (selections: readonly SelectionNode[], typeCondition: string | null): void => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) onField(selection.name.value, typeCondition);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet.selections, selection.typeCondition?.name.value ?? typeCondition);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet.selections, fragment.typeCondition.name.value);
      }
    }
  };
  for (const node of info.fieldNodes) if (node.selectionSet) visit(node.selectionSet.selections, null);
}

/** Names of the fields selected directly on the field being resolved (any type condition). */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  eachSelectedField(info, (name) => names.add(name));
  return names;
}

/**
 * On a field of union type: the members under which more than `__typename` is selected. A field
 * selected outside a member's fragment (on an interface, say) may concern any member: it adds `*`.
 */
export function membersWithFields(info: GraphQLResolveInfo, members: ReadonlySet<string>): Set<string> {
  const types = new Set<string>();
  eachSelectedField(info, (name, typeCondition) => {
    if (name !== '__typename') types.add(typeCondition && members.has(typeCondition) ? typeCondition : '*');
  });
  return types;
}
