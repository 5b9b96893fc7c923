// The HTTP edge of /graphql: a malformed Assume-User is a 400 with a stable code, and a request that
// fails Apollo's CSRF rule or carries more than MAX_UPLOAD_BYTES is answered before its body is read
// to the end (here: bodies that never finish still get their answer).
import http from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { allCalls, resetAllLogs } from '../helpers/calls.js';
import { postBody, type GraphQLResult } from '../helpers/gql.js';
import { useStack } from '../helpers/stack.js';

const MAX_UPLOAD_BYTES = 1024;
const BOUNDARY = 'edge-test-boundary';

const stack = useStack({ env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

async function allUpstreamCalls(): Promise<number> {
  return (await allCalls(stack.emulators)).length;
}

interface Answer {
  status: number;
  body: GraphQLResult<unknown>;
}

/**
 * Opens a POST, writes `chunks` and never ends the body; resolves with the answer the server gives
 * meanwhile. The request is torn down once answered.
 */
function unfinishedPost(headers: Record<string, string | number>, chunks: Array<string | Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(stack.gateway.graphqlUrl, { method: 'POST', headers });
    request.on('error', () => undefined);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        request.destroy();
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as GraphQLResult<unknown> });
        } catch (error) {
          reject(new Error(`the answer is not JSON: ${text.slice(0, 200)}`, { cause: error }));
        }
      });
    });
    for (const chunk of chunks) request.write(chunk);
  });
}

/** The start of a GraphQL multipart request uploading one file (its bytes follow). */
function multipartStart(): string {
  const operations = JSON.stringify({
    query: `
      mutation ($file: Upload!) {
        attachFile(input: {sheetId: "1", file: $file}) {
          attachment {
            name
          }
        }
      }
    `,
    variables: { file: null },
  });
  return [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ].join('');
}

describe('the HTTP edge', () => {
  it('answers a malformed Assume-User with 400 BAD_REQUEST and no upstream call', async () => {
    const response = await postBody(stack, { query: '{ me { email } }' }, { 'assume-user': '%E0%A4%A' });
    expect(response.status).toBe(400);
    expect(response.result.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', header: 'assume-user' });
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('refuses an upload whose Content-Length is over the limit before reading its body', async () => {
    const answer = await unfinishedPost(
      {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'apollo-require-preflight': 'true',
        'content-length': 50 * 1024 * 1024,
      },
      [multipartStart(), Buffer.alloc(4096, 1)],
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('refuses an upload without a length once what arrived is over the limit', async () => {
    // MAX_UPLOAD_BYTES of files plus 1 MiB for the other fields; 2 MiB are sent, and the body goes on.
    const answer = await unfinishedPost(
      {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'apollo-require-preflight': 'true',
        'transfer-encoding': 'chunked',
      },
      [multipartStart(), ...Array.from({ length: 32 }, () => Buffer.alloc(64 * 1024, 1))],
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('refuses a request that fails the CSRF rule before reading its body', async () => {
    for (const contentType of [
      `multipart/form-data; boundary=${BOUNDARY}`,
      'text/plain',
      'application/x-www-form-urlencoded',
    ]) {
      const answer = await unfinishedPost({ 'content-type': contentType, 'content-length': 10_000 }, [
        '{"query":"{ me { email } }"',
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
      expect(answer.body.errors?.[0]?.message).toContain('Cross-Site Request Forgery');
    }
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('lets through what the CSRF rule allows', async () => {
    const json = await postBody<{ me: { email: string } }>(stack, { query: '{ me { email } }' });
    expect(json.result.data?.me.email).toContain('@');
    const preflighted = await fetch(stack.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    // Past the edge, Apollo decides: text/plain is not a GraphQL body.
    expect(preflighted.status).toBe(400);
    const refused = (await preflighted.json()) as GraphQLResult<unknown>;
    expect(refused.errors?.[0]?.message).toEqual(expect.any(String));
    expect(refused.errors?.[0]?.message).not.toContain('Cross-Site Request Forgery');
  });
});
