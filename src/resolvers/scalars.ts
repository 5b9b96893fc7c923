// Scalar implementations: graphql-scalars for the standard ones, and CellValue for raw cell values.
import { GraphQLScalarType, Kind } from 'graphql';
import { DateResolver, DateTimeResolver, EmailAddressResolver, JSONResolver, URLResolver } from 'graphql-scalars';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { invalidScalarValue } from '../graphql-errors.js';
import { ExactNumber, exactNumber } from '../http/exact-json.js';

function cellValue(value: unknown): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw invalidScalarValue('CellValue must be a string, a finite number or a boolean');
}

/**
 * A cell's raw value: string, number or boolean, passed through unchanged. A number a double cannot
 * hold exactly (from variables or a literal) stays an ExactNumber, so the range rule sees what the
 * client wrote and the service receives it digit for digit.
 */
export const CellValueScalar = new GraphQLScalarType({
  name: 'CellValue',
  description: 'The raw value of a sheet cell: a string, a number or a boolean.',
  serialize: cellValue,
  parseValue: (value) => (value instanceof ExactNumber ? value : cellValue(value)),
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.BOOLEAN) return ast.value;
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return exactNumber(ast.value);
    throw invalidScalarValue('CellValue must be a string, a number or a boolean', ast);
  },
});

export const scalarResolvers = {
  DateTime: DateTimeResolver,
  Date: DateResolver,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
  JSON: JSONResolver,
  CellValue: CellValueScalar,
  Upload: GraphQLUpload,
};
