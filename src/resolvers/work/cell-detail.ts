// Get Sheet's `include=objectValue,format` makes its answer about half again as large (a 2,000-row
// sheet: 5.7 MB against 3.7 MB) and costs the backend to render; only cells and columns use what it
// adds. A query whose document selects no field of a Cell or a Column, nor any field that returns
// one, has its sheet read plan read without it. Mutations and subscriptions always read the full sheet.
import {
  getNamedType,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../../context.js';

/** The types whose fields read what `include=objectValue,format` adds. */
const CELL_DETAIL_TYPES = new Set(['Cell', 'Column']);

/** Verdicts per parsed document (Apollo keeps one per query text) and operation name: no request state. */
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

/**
 * Settles each query's sheet read plan before it runs: the loaders read sheets without the field
 * being resolved at hand, so the shape comes from the whole operation, which Apollo shows its plugins.
 */
export function sheetReadPlanPlugin(): ApolloServerPlugin<GatewayContext> {
  const listener: GraphQLRequestListener<GatewayContext> = {
    didResolveOperation({ schema, document, operation, contextValue }) {
      if (operation?.operation === OperationTypeNode.QUERY) {
        const cellDetail = selectsCellDetail(schema, document, operation);
        contextValue.loaders.workManagement.sheetReads.decide({ cellDetail });
      }
      return Promise.resolve();
    },
  };
  return { requestDidStart: () => Promise.resolve(listener) };
}
