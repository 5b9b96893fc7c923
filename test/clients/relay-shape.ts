// Checks a GraphQL response against the normalization selections of a Relay compiler artifact: every
// field the artifact selects is present, lists and objects where it says so, and scalars of the type
// and nullability the schema gives them. Returns the problems found and how many fields were checked.
import {
  getNullableType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** The parts of a Relay normalization node this checker reads (relay-runtime's NormalizationSelection). */
export interface NormalizationSelection {
  kind: string;
  name?: string;
  alias?: string | null;
  plural?: boolean;
  concreteType?: string | null;
  type?: string;
  abstractKey?: string | null;
  condition?: string;
  passingValue?: boolean;
  selections?: NormalizationSelection[];
}

export interface ShapeReport {
  problems: string[];
  checkedFields: number;
}

/** Checks `data` (the response's data) against `selections` under the root type `rootType`. */
export function checkShape(
  schema: GraphQLSchema,
  rootType: string,
  selections: NormalizationSelection[],
  data: unknown,
  variables: Record<string, unknown>,
): ShapeReport {
  const report: ShapeReport = { problems: [], checkedFields: 0 };
  checkObject(schema, rootType, selections, data, variables, 'data', report);
  return report;
}

function checkObject(
  schema: GraphQLSchema,
  typeName: string,
  selections: NormalizationSelection[],
  value: unknown,
  variables: Record<string, unknown>,
  path: string,
  report: ShapeReport,
): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    report.problems.push(`${path}: expected an object, got ${JSON.stringify(value)}`);
    return;
  }
  const object = value as Record<string, unknown>;
  for (const selection of selections) {
    switch (selection.kind) {
      case 'ScalarField':
      case 'LinkedField':
        checkField(schema, typeName, selection, object, variables, path, report);
        break;
      case 'InlineFragment': {
        // A concrete condition applies when __typename matches; an abstract one when Relay's
        // discriminator key (`__isNode: __typename`) came back.
        const applies = selection.abstractKey
          ? object[selection.abstractKey] != null
          : object.__typename === selection.type;
        if (applies)
          checkObject(
            schema,
            selection.abstractKey ? typeName : selection.type!,
            selection.selections ?? [],
            object,
            variables,
            path,
            report,
          );
        break;
      }
      case 'Condition':
        if (Boolean(variables[selection.condition!]) === selection.passingValue)
          checkObject(schema, typeName, selection.selections ?? [], object, variables, path, report);
        break;
      case 'TypeDiscriminator':
        break;
      case 'LinkedHandle':
      case 'ScalarHandle':
        // Client-side handles (the @connection store handler): nothing in the response.
        break;
      default:
        report.problems.push(`${path}: selection kind ${selection.kind} is not understood by this check`);
    }
  }
}

function checkField(
  schema: GraphQLSchema,
  parentType: string,
  selection: NormalizationSelection,
  object: Record<string, unknown>,
  variables: Record<string, unknown>,
  path: string,
  report: ShapeReport,
): void {
  const key = selection.alias ?? selection.name!;
  const here = `${path}.${key}`;
  report.checkedFields++;
  if (!(key in object)) {
    report.problems.push(`${here}: missing`);
    return;
  }
  const value = object[key];
  const parent = schema.getType(parentType);
  const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name!] : undefined;
  if (selection.name === '__typename') {
    if (typeof value !== 'string') report.problems.push(`${here}: __typename is not a string`);
    return;
  }
  if (!field) {
    report.problems.push(`${here}: ${parentType} has no field ${selection.name}`);
    return;
  }
  checkValue(schema, field.type, selection, value, variables, here, report);
}

function checkValue(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selection: NormalizationSelection,
  value: unknown,
  variables: Record<string, unknown>,
  path: string,
  report: ShapeReport,
): void {
  if (value === null) {
    if (isNonNullType(type)) report.problems.push(`${path}: null for non-null ${String(type)}`);
    return;
  }
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) {
      report.problems.push(`${path}: expected a list (${String(type)})`);
      return;
    }
    if (selection.kind === 'LinkedField' && !selection.plural)
      report.problems.push(`${path}: the artifact expects one object, the schema a list`);
    value.forEach((item, index) =>
      checkValue(schema, nullable.ofType, selection, item, variables, `${path}[${index}]`, report),
    );
    return;
  }
  if (selection.kind === 'LinkedField') {
    const typeName = selection.concreteType ?? (value as { __typename?: string }).__typename;
    if (!typeName) {
      report.problems.push(`${path}: an abstract field came back without __typename`);
      return;
    }
    checkObject(schema, typeName, selection.selections ?? [], value, variables, path, report);
    return;
  }
  if (isEnumType(nullable)) {
    if (!nullable.getValues().some((v) => v.name === value))
      report.problems.push(`${path}: ${JSON.stringify(value)} is not a ${nullable.name}`);
  } else if (isScalarType(nullable)) {
    const ok = {
      ID: typeof value === 'string',
      String: typeof value === 'string',
      Boolean: typeof value === 'boolean',
      Int: Number.isInteger(value),
      Float: typeof value === 'number',
    }[nullable.name];
    if (ok === false) report.problems.push(`${path}: ${JSON.stringify(value)} is not a ${nullable.name}`);
    if (ok === undefined && typeof value === 'object' && nullable.name !== 'JSON')
      report.problems.push(`${path}: custom scalar ${nullable.name} came back as an object`);
  } else {
    report.problems.push(`${path}: a scalar selection on ${String(type)}`);
  }
}
