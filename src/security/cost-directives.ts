// Reads the IBM cost directives written in the schema (`@cost(weight:)`, `@listSize(...)`, imported
// through the federation `@link`) into maps by schema coordinate, once per schema.
import {
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ConstDirectiveNode,
  type ConstValueNode,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

/** `@listSize` of one field. */
export interface ListSize {
  assumedSize: number | undefined;
  slicingArguments: readonly string[];
  sizedFields: readonly string[];
  requireOneSlicingArgument: boolean;
}

export interface CostDirectives {
  /** `Type.field` -> `@cost(weight:)` of the field. */
  fieldCost: ReadonlyMap<string, number>;
  /** Type name -> `@cost(weight:)` of the type. */
  typeCost: ReadonlyMap<string, number>;
  /** `Type.field` -> its `@listSize`. */
  listSize: ReadonlyMap<string, ListSize>;
}

const cache = new WeakMap<GraphQLSchema, CostDirectives>();

/** The cost directives of a schema (read once, then cached). */
export function costDirectivesOf(schema: GraphQLSchema): CostDirectives {
  let directives = cache.get(schema);
  if (!directives) {
    directives = readCostDirectives(schema);
    cache.set(schema, directives);
  }
  return directives;
}

function argument(directive: ConstDirectiveNode, name: string): ConstValueNode | undefined {
  return directive.arguments?.find((a) => a.name.value === name)?.value;
}

function intArgument(directive: ConstDirectiveNode, name: string): number | undefined {
  const value = argument(directive, name);
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

function stringListArgument(directive: ConstDirectiveNode, name: string): string[] {
  const value = argument(directive, name);
  if (value?.kind === Kind.STRING) return [value.value];
  if (value?.kind !== Kind.LIST) return [];
  return value.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []));
}

function readListSize(directive: ConstDirectiveNode): ListSize {
  const require = argument(directive, 'requireOneSlicingArgument');
  return {
    assumedSize: intArgument(directive, 'assumedSize'),
    slicingArguments: stringListArgument(directive, 'slicingArguments'),
    sizedFields: stringListArgument(directive, 'sizedFields'),
    // The specification's default is true.
    requireOneSlicingArgument: require?.kind === Kind.BOOLEAN ? require.value : true,
  };
}

function readCostDirectives(schema: GraphQLSchema): CostDirectives {
  const fieldCost = new Map<string, number>();
  const typeCost = new Map<string, number>();
  const listSize = new Map<string, ListSize>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const typeDirectives = [type.astNode, ...(type.extensionASTNodes ?? [])].flatMap((node) => node?.directives ?? []);
    const weight = typeDirectives.find((d) => d.name.value === 'cost');
    if (weight) {
      const value = intArgument(weight, 'weight');
      if (value !== undefined) typeCost.set(type.name, value);
    }
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      for (const directive of field.astNode?.directives ?? []) {
        if (directive.name.value === 'cost') {
          const value = intArgument(directive, 'weight');
          if (value !== undefined) fieldCost.set(coordinate, value);
        }
        if (directive.name.value === 'listSize') listSize.set(coordinate, readListSize(directive));
      }
    }
  }
  return { fieldCost, typeCost, listSize };
}
