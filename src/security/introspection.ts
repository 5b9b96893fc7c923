// The refusal of introspection when GRAPHQL_INTROSPECTION is off (over HTTP and over WebSocket): it
// names the gateway's own setting, and where routers read the schema instead.
import type { ValidationRule } from 'graphql';
import { validationRefusal } from '../graphql-errors.js';

export const INTROSPECTION_OFF_MESSAGE =
  'Introspection is off on this gateway (GRAPHQL_INTROSPECTION=false), so __schema and __type are refused; federation routers read the schema through _service { sdl }';

/** Refuses `__schema` and `__type` anywhere in a document (`__typename` stays allowed). */
export const introspectionRefused: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type')
      context.reportError(validationRefusal(INTROSPECTION_OFF_MESSAGE, node));
  },
});
