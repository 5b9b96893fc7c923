// Scalar implementations: graphql-scalars for the standard ones, and CellValue for raw cell values.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateResolver, DateTimeResolver, EmailAddressResolver, JSONResolver, URLResolver } from 'graphql-scalars';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';

function cellValue(value: unknown): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new GraphQLError('CellValue must be a string, a finite number or a boolean');
}

/** A cell's raw value: string, number or boolean, passed through unchanged. */
export const CellValueScalar = new GraphQLScalarType({
  name: 'CellValue',
  description: 'The raw value of a sheet cell: a string, a number or a boolean.',
  serialize: cellValue,
  parseValue: cellValue,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.BOOLEAN) return ast.value;
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    throw new GraphQLError('CellValue must be a string, a number or a boolean', { nodes: ast });
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
