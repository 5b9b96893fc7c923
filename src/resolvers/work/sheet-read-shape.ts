// Get Sheet's `include=objectValue,format` makes its answer about half again as large (a 2,000-row
// sheet: 5.7 MB against 3.7 MB) and costs the backend to render; only cells and columns use what it
// adds. A query whose document selects no field of a Cell or a Column, nor any field that returns
// one, reads sheets without it. Mutations and subscriptions always read the full sheet.
import {
  getNamedType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../../context.js';

/** The types whose fields read what `include=objectValue,format` adds. */
const CELL_DETAIL_TYPES = new Set(['Cell', 'Column']);

const verdicts = new WeakMap<DocumentNode, Map<string, boolean>>();

/** True when `operation` of `document` may select a field of a Cell or a Column. */
export function selectsCellDetail(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  const key = operation.name?.value ?? '';
  const known = verdicts.get(document)?.get(key);
  if (known !== undefined) return known;
  const typeInfo = new TypeInfo(schema);
  let found = false;
  // Fragments of other operations in the document may count too: erring that way only reads more.
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const type = typeInfo.getType();
        if ((parent && CELL_DETAIL_TYPES.has(parent.name)) || (type && CELL_DETAIL_TYPES.has(getNamedType(type).name)))
          found = true;
      },
      InlineFragment() {
        const type = typeInfo.getType();
        if (type && CELL_DETAIL_TYPES.has(getNamedType(type).name)) found = true;
      },
    }),
  );
  const byOperation = verdicts.get(document) ?? new Map<string, boolean>();
  byOperation.set(key, found);
  verdicts.set(document, byOperation);
  return found;
}

/** Tells the request's work-management datasource to read sheets without cell detail when the query needs none. */
export function sheetReadShapePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, contextValue }) {
          if (operation?.operation !== 'query') return;
          if (!selectsCellDetail(schema, document, operation)) contextValue.api.workManagement.cellDetail = false;
        },
      };
    },
  };
}
