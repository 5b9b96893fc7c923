// GET requests carry their variables in the query string, which Apollo Server parses with JSON.parse;
// this plugin reads them again without rounding numbers a double cannot hold (see exact-json.ts).
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { mayHoldInexactNumbers, parseExactJson } from './exact-json.js';

/** Replaces the variables of a GET request by their exact parse, when they may hold such numbers. */
export function exactQueryStringVariables<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return Promise.resolve();
      const raw = new URLSearchParams(request.http.search).get('variables');
      // Apollo has already refused variables that are not a JSON object.
      if (raw && mayHoldInexactNumbers(raw)) request.variables = parseExactJson(raw) as Record<string, unknown>;
      return Promise.resolve();
    },
  };
}
