// Reads which fields a query selects on an object, through inline fragments and named fragments:
// lets a resolver skip an upstream read whose result no selected field needs.
import { isAbstractType, Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** Calls `onField` for every field selected in `selections`, with its fragment's type condition. */
function eachField(
  info: GraphQLResolveInfo,
  selections: readonly SelectionNode[],
  onField: (field: FieldNode, typeCondition: string | null) => void,
): void {
  const visit = (list: readonly SelectionNode[], typeCondition: string | null): void => {
    for (const selection of list) {
      if (selection.kind === Kind.FIELD) onField(selection, typeCondition);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        visit(selection.selectionSet.selections, selection.typeCondition?.name.value ?? typeCondition);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet.selections, fragment.typeCondition.name.value);
      }
    }
  };
  visit(selections, null);
}

/** Calls `onField` for every field selected on the field being resolved, with its fragment's type condition. */
function eachSelectedField(
  info: GraphQLResolveInfo,
  onField: (name: string, typeCondition: string | null) => void,
): void {
  for (const node of info.fieldNodes)
    if (node.selectionSet)
      eachField(info, node.selectionSet.selections, (field, type) => onField(field.name.value, type));
}

/** Whether the field being resolved selects the path of field names (`['edges', 'node', 'person']`). */
export function selectsPath(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const walk = (selections: readonly SelectionNode[], depth: number): boolean => {
    let found = false;
    eachField(info, selections, (field) => {
      if (found || field.name.value !== path[depth]) return;
      found =
        depth === path.length - 1 ||
        (field.selectionSet !== undefined && walk(field.selectionSet.selections, depth + 1));
    });
    return found;
  };
  return info.fieldNodes.some((node) => node.selectionSet !== undefined && walk(node.selectionSet.selections, 0));
}

/** On a connection field: whether its items (through `edges.node` or `nodes`) select `name`. */
export const connectionItemsSelect = (info: GraphQLResolveInfo, name: string): boolean =>
  selectsPath(info, ['edges', 'node', name]) || selectsPath(info, ['nodes', name]);

/** The field nodes named `name` selected directly on the field being resolved, through fragments. */
export function selectedFieldNodes(info: GraphQLResolveInfo, name: string): FieldNode[] {
  const nodes: FieldNode[] = [];
  for (const node of info.fieldNodes)
    if (node.selectionSet)
      eachField(info, node.selectionSet.selections, (field) => field.name.value === name && nodes.push(field));
  return nodes;
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

/**
 * Names of the fields selected on the field being resolved that apply to an object of `typeName`:
 * those outside fragments, and those in fragments on that type or on an abstract type (interface, union).
 */
export function fieldsSelectedFor(info: GraphQLResolveInfo, typeName: string): Set<string> {
  const names = new Set<string>();
  eachSelectedField(info, (name, typeCondition) => {
    if (typeCondition === null || typeCondition === typeName || isAbstractType(info.schema.getType(typeCondition)))
      names.add(name);
  });
  return names;
}
