// The static cost of an operation, estimated before anything is sent, the way Apollo Router's demand
// control estimates it from the IBM cost directives `@cost` and `@listSize` written in the schema.
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isListType,
  valueFromAST,
  Kind,
  type ArgumentNode,
  type ConstDirectiveNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  OperationTypeNode,
} from 'graphql';
import { badUserInput, gatewayError } from '../graphql-errors.js';
import { costDirectivesOf, type ListSize, type CostDirectives } from './cost-directives.js';

export interface CostOptions {
  /** Size of a list field that has neither a slicing argument given nor `@listSize(assumedSize:)`. */
  defaultListSize: number;
  /** Largest size a slicing argument can give (a larger `first` is refused when the field runs). */
  maxListSize?: number;
  /**
   * List fields whose size is the length of one of their list arguments (`Query.nodes(ids:)`,
   * `Query._entities(representations:)`): the cost directives cannot say so, the request can.
   */
  sizeFromListArgument?: Readonly<Record<string, string>>;
}

type Variables = Readonly<Record<string, unknown>>;

interface Scoring {
  schema: GraphQLSchema;
  directives: CostDirectives;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  options: CostOptions;
}

/** The list size a `@listSize` field passes to its `sizedFields` (such as a connection's `edges`). */
interface SizedFields {
  size: number;
  fields: readonly string[];
}

/** Objects, interfaces and unions cost 1 and scalars and enums 0 unless `@cost` says otherwise; mutations add 10. */
const MUTATION_BASE_COST = 10;

/**
 * Estimates the cost of the operation `operationName` (or the only one) of a validated document.
 *
 * ```ts
 * estimateCost(schema, parse('{ sheets(first: 3) { edges { node { name } } } }'), { defaultListSize: 20 }); // 1 + 3 * (1 + 1) = 7
 * ```
 */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: CostOptions,
  operationName?: string | null,
  variables: Variables = {},
): number {
  const operation = selectOperation(document, operationName);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const scoring: Scoring = { schema, directives: costDirectivesOf(schema), fragments, variables, options };
  const root = schema.getRootType(operation.operation);
  if (!root) throw gatewayError('BAD_REQUEST', `The schema has no ${operation.operation} type`);
  return (
    (operation.operation === OperationTypeNode.MUTATION ? MUTATION_BASE_COST : 0) +
    scoreSelectionSet(scoring, operation.selectionSet, root, null)
  );
}

function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation)
    throw gatewayError(
      'BAD_REQUEST',
      operationName ? `Unknown operation "${operationName}"` : 'The document must name the operation to run',
    );
  return operation;
}

function scoreSelectionSet(
  scoring: Scoring,
  selectionSet: SelectionSetNode | undefined,
  parent: GraphQLNamedType,
  sized: SizedFields | null,
): number {
  let cost = 0;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) cost += scoreField(scoring, selection, parent, sized);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? scoring.schema.getType(selection.typeCondition.name.value) : parent;
      cost += scoreSelectionSet(scoring, selection.selectionSet, condition ?? parent, sized);
    } else {
      const fragment = scoring.fragments.get(selection.name.value);
      const condition = fragment ? scoring.schema.getType(fragment.typeCondition.name.value) : undefined;
      if (fragment && condition) cost += scoreSelectionSet(scoring, fragment.selectionSet, condition, sized);
    }
  }
  return cost;
}

function scoreField(scoring: Scoring, node: FieldNode, parent: GraphQLNamedType, sized: SizedFields | null): number {
  if (node.name.value === '__typename' || skipped(node.directives ?? [], scoring.variables)) return 0;
  if (!('getFields' in parent)) return 0;
  const field = (parent.getFields() as Record<string, GraphQLField<unknown, unknown>>)[node.name.value];
  // Introspection fields and unknown ones (validation refuses the latter) carry no cost.
  if (!field) return 0;
  const coordinate = `${parent.name}.${field.name}`;
  const listSize = scoring.directives.listSize.get(coordinate);
  const expected = listSize
    ? expectedSize(listSize, field, node, scoring.variables, scoring.options.maxListSize)
    : undefined;
  const returned = getNamedType(field.type);
  let count = 1;
  if (isListType(getNullableType(field.type))) {
    count = sized?.fields.includes(field.name)
      ? sized.size
      : (sizeFromArgument(scoring, coordinate, node) ?? expected ?? scoring.options.defaultListSize);
  }
  const weight =
    scoring.directives.fieldCost.get(coordinate) ??
    scoring.directives.typeCost.get(returned.name) ??
    (isCompositeType(returned) ? 1 : 0);
  const passDown = listSize?.sizedFields.length
    ? { size: expected ?? scoring.options.defaultListSize, fields: listSize.sizedFields }
    : null;
  const selections = scoreSelectionSet(scoring, node.selectionSet, returned, passDown);
  return count * (weight + selections) + scoreArguments(scoring, node.arguments ?? [], field.args);
}

/** `@skip(if: true)` or `@include(if: false)`, with literal or variable conditions. */
function skipped(directives: readonly DirectiveNode[], variables: Variables): boolean {
  for (const directive of directives) {
    const condition = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    if (!condition) continue;
    const value =
      condition.kind === Kind.VARIABLE
        ? variables[condition.name.value]
        : condition.kind === Kind.BOOLEAN
          ? condition.value
          : undefined;
    if (directive.name.value === 'skip' && value === true) return true;
    if (directive.name.value === 'include' && value === false) return true;
  }
  return false;
}

/** The largest slicing argument given (or defaulted in the schema, at most `cap`), else `assumedSize`. */
function expectedSize(
  listSize: ListSize,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Variables,
  cap = Number.POSITIVE_INFINITY,
): number | undefined {
  const given: number[] = [];
  for (const name of listSize.slicingArguments) {
    const definition = field.args.find((a) => a.name === name);
    if (!definition) continue;
    const argument = node.arguments?.find((a) => a.name.value === name);
    const value = argument ? valueFromAST(argument.value, definition.type, variables) : definition.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) given.push(value);
  }
  if (listSize.requireOneSlicingArgument && listSize.slicingArguments.length > 0 && given.length !== 1) {
    throw badUserInput(`${field.name} needs exactly one of ${listSize.slicingArguments.join(', ')}`);
  }
  return given.length > 0 ? Math.min(cap, Math.max(0, ...given)) : listSize.assumedSize;
}

function sizeFromArgument(scoring: Scoring, coordinate: string, node: FieldNode): number | undefined {
  const name = scoring.options.sizeFromListArgument?.[coordinate];
  const argument = name ? node.arguments?.find((a) => a.name.value === name) : undefined;
  if (!argument) return undefined;
  if (argument.value.kind === Kind.LIST) return argument.value.values.length;
  if (argument.value.kind === Kind.VARIABLE) {
    const value = scoring.variables[argument.value.name.value];
    return Array.isArray(value) ? value.length : undefined;
  }
  return undefined;
}

/** Arguments as the router scores them: each input object 1 (or its `@cost`), lists the sum of their items, scalars their `@cost`. */
function scoreArguments(
  scoring: Scoring,
  nodes: readonly ArgumentNode[],
  definitions: readonly GraphQLArgument[],
): number {
  let cost = 0;
  for (const node of nodes) {
    const definition = definitions.find((d) => d.name === node.name.value);
    if (definition) cost += scoreInputValue(scoring, node.value, definition);
  }
  return cost;
}

type InputDefinition = GraphQLArgument | GraphQLInputField;

function inputCost(scoring: Scoring, definition: InputDefinition, fallback: number): number {
  const named = getNamedType(definition.type);
  return costOfInputDefinition(definition) ?? scoring.directives.typeCost.get(named.name) ?? fallback;
}

function scoreInputValue(scoring: Scoring, value: ValueNode, definition: InputDefinition): number {
  switch (value.kind) {
    case Kind.NULL:
      return 0;
    case Kind.VARIABLE:
      return value.name.value in scoring.variables
        ? scoreJsonValue(scoring, scoring.variables[value.name.value], definition)
        : 0;
    case Kind.LIST:
      return value.values.reduce(
        (sum, item) => sum + scoreInputValue(scoring, item, definition),
        inputCost(scoring, definition, 0),
      );
    case Kind.OBJECT: {
      const type = getNamedType(definition.type);
      if (!isInputObjectType(type)) return inputCost(scoring, definition, 0);
      const fields = type.getFields();
      let cost = inputCost(scoring, definition, 1);
      for (const field of value.fields) {
        const inner = fields[field.name.value];
        if (inner) cost += scoreInputValue(scoring, field.value, inner);
      }
      return cost;
    }
    default:
      return inputCost(scoring, definition, 0);
  }
}

function scoreJsonValue(scoring: Scoring, value: unknown, definition: InputDefinition): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value))
    return value.reduce(
      (sum: number, item) => sum + scoreJsonValue(scoring, item, definition),
      inputCost(scoring, definition, 0),
    );
  const type = getNamedType(definition.type);
  if (typeof value === 'object' && isInputObjectType(type)) {
    const fields = type.getFields();
    let cost = inputCost(scoring, definition, 1);
    for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (field) cost += scoreJsonValue(scoring, inner, field);
    }
    return cost;
  }
  return inputCost(scoring, definition, 0);
}

/** `@cost(weight:)` written on an argument or input field. */
function costOfInputDefinition(definition: InputDefinition): number | undefined {
  const directive = definition.astNode?.directives?.find((d: ConstDirectiveNode) => d.name.value === 'cost');
  const weight = directive?.arguments?.find((a) => a.name.value === 'weight')?.value;
  return weight?.kind === Kind.INT ? Number(weight.value) : undefined;
}
