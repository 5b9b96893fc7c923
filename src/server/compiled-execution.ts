// Execution of queries by graphql-jit: each document is compiled once into a function
// that resolves its selection without graphql-js's per-field interpretation (argument values, field
// lookups, completion by type), which is most of the execution cost of a large list. Apollo Server
// takes such an executor through its gateway interface: parsing, validation, the document store,
// plugins and error formatting stay Apollo's. Queries are compiled; mutations, and a query with a
// variable of an input object type, are executed by graphql-js, as before: graphql-jit coerces input
// objects its own way (it drops the default of a non-null input field), and a mutation is one small
// answer whose cost is its writes. A document is compiled on its second run, not its first, and
// at most 1,000 (DEFAULT_COMPILATION) are held compiled: a client sending a new document each time costs
// no compilation, and compiled code (which Apollo's document store does not count) stays bounded.
import type {
  GatewayExecutor,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import {
  execute,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  OperationTypeNode,
  typeFromAST,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Compiled = CompiledQuery | null;

export interface CompilationOptions {
  /** The run of a document on which it is compiled (1: its first; 0: never); the runs before it are interpreted. */
  compileOnRun: number;
  /** Most documents held compiled; the one run least recently is dropped first. */
  maxCompiledDocuments: number;
}

/** Compiled on the second run; a thousand documents held (a few MB of generated code). */
export const DEFAULT_COMPILATION: CompilationOptions = { compileOnRun: 2, maxCompiledDocuments: 1000 };

/**
 * Compiled operations by document (the document store hands out one DocumentNode per query text)
 * and name; null for an operation run interpreted (not compilable, or not run often enough yet).
 */
export function compiledOperations(
  schema: GraphQLSchema,
  options: CompilationOptions = DEFAULT_COMPILATION,
): (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null) => Compiled {
  const runs = new WeakMap<DocumentNode, number>();
  const byDocument = new LRUCache<DocumentNode, Map<string | null, Compiled>>({ max: options.maxCompiledDocuments });
  return (document, operation, operationName) => {
    if (options.compileOnRun === 0) return null;
    let operations = byDocument.get(document);
    if (!operations) {
      const run = (runs.get(document) ?? 0) + 1;
      if (run < options.compileOnRun) {
        runs.set(document, run);
        return null;
      }
      runs.delete(document);
      byDocument.set(document, (operations = new Map<string | null, Compiled>()));
    }
    let compiled = operations.get(operationName);
    if (compiled === undefined) {
      compiled = compilable(schema, operation) ? compileOperation(schema, document, operationName) : null;
      operations.set(operationName, compiled);
    }
    return compiled;
  };
}

/** Whether graphql-jit runs the operation as graphql-js would: a query whose variables hold no input object. */
function compilable(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  return (operation.variableDefinitions ?? []).every((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && !isInputObjectType(getNamedType(type));
  });
}

/** The compiled function of one operation, or null when graphql-jit cannot compile it. */
function compileOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): Compiled {
  const outcome = compileQuery(schema, document, operationName ?? undefined, {
    // No stack is captured for a null met on a non-null field: the answer never shows one.
    disablingCapturingStackErrors: true,
  });
  return isCompiledQuery(outcome) ? outcome : null;
}

/**
 * The variables with the operation's defaults filled in where the request gives none, as a client
 * would write them: graphql-jit drops the default of a non-null variable (`$id: ID! = "1"`).
 */
function withDefaults(operation: OperationDefinitionNode, variables: Record<string, unknown>): Record<string, unknown> {
  let filled = variables;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue && filled[name] === undefined) {
      filled = { ...filled, [name]: valueFromASTUntyped(definition.defaultValue) };
    }
  }
  return filled;
}

/**
 * graphql-jit's errors as graphql-js makes them: Apollo reads `extensions` as an object on every
 * error and unwraps `originalError` for the gateway's error mapping.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

/** The executor: the compiled function of the request's operation, or graphql-js where none compiled. */
export function compiledExecutor(
  schema: GraphQLSchema,
  options: CompilationOptions = DEFAULT_COMPILATION,
): GatewayExecutor {
  const compiledFor = compiledOperations(schema, options);
  return async (request) => {
    const variables = request.request.variables ?? {};
    const compiled = compiledFor(request.document, request.operation, request.operationName);
    if (!compiled) {
      return execute({
        schema,
        document: request.document,
        contextValue: request.context,
        variableValues: variables,
        operationName: request.operationName,
      });
    }
    // Variables are checked by graphql-js first, so that a bad one is refused with its messages and
    // Apollo's BAD_USER_INPUT; graphql-jit then coerces them again for its own use.
    const checked = getVariableValues(schema, request.operation.variableDefinitions ?? [], variables);
    if (checked.errors) return { errors: checked.errors };
    const result = await compiled.query(undefined, request.context, withDefaults(request.operation, variables));
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
}

/** Apollo Server's gateway interface over a fixed schema, executing through `compiledExecutor`. */
export function compiledExecution(
  schema: GraphQLSchema,
  options: CompilationOptions = DEFAULT_COMPILATION,
): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback: GatewaySchemaLoadOrUpdateCallback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: () => Promise.resolve({ executor: compiledExecutor(schema, options) }),
    stop: () => Promise.resolve(),
  };
}
