// Multipart GraphQL requests (uploads) with the `operations` field parsed without rounding numbers:
// graphql-upload parses it with JSON.parse, so the exact numbers are put back from the field's text.
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import processRequest, { type ProcessRequestOptions } from 'graphql-upload/processRequest.mjs';
import { ExactNumber, mayHoldInexactNumbers, parseExactJson } from './exact-json.js';

/** Calls `onOperations` with the raw `operations` field of the multipart parser the request is piped into. */
function tapOperationsField(request: IncomingMessage, onOperations: (text: string) => void): void {
  const pipe = request.pipe.bind(request);
  request.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    request.pipe = pipe;
    (destination as unknown as Writable).on('field', (name: string, value: string) => {
      if (name === 'operations') onOperations(value);
    });
    return pipe(destination, options);
  };
}

/** Copies every ExactNumber of `exact` into `target` at the same place (both are parses of the same text). */
function restoreExactNumbers(target: unknown, exact: unknown): void {
  if (typeof target !== 'object' || target === null || typeof exact !== 'object' || exact === null) return;
  for (const [key, value] of Object.entries(exact)) {
    if (value instanceof ExactNumber) (target as Record<string, unknown>)[key] = value;
    else restoreExactNumbers((target as Record<string, unknown>)[key], value);
  }
}

/** graphql-upload's express middleware, with exact numbers in `operations`. */
export function exactUploads(options: ProcessRequestOptions): RequestHandler {
  return graphqlUploadExpress({
    ...options,
    processRequest: async (request, response, processOptions) => {
      let text: string | undefined;
      tapOperationsField(request, (value) => {
        text = value;
      });
      const operations = await processRequest(request, response, processOptions);
      // The uploads sit where the text has null placeholders, never numbers: the two parses align.
      if (text !== undefined && mayHoldInexactNumbers(text)) restoreExactNumbers(operations, parseExactJson(text));
      return operations;
    },
  });
}
