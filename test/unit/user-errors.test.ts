// Refusals as data: which thrown errors become a payload's userErrors, with what code and field path,
// and which stay top-level errors (authentication, limits, failing backends).
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/errors.js';
import { badUserInput, forbidden, notFound, toGraphQLError, unauthenticated } from '../../src/graphql-errors.js';
import { fieldPath, userErrorOf, withUserErrors } from '../../src/resolvers/user-errors.js';

describe('userErrorOf', () => {
  it('turns the gateway’s own refusal into INVALID with the field as a path and the document’s code', () => {
    expect(userErrorOf(badUserInput('"value" is not a number', 'input.rows[0].cells[2].value', 1042))).toEqual({
      message: '"value" is not a number',
      field: ['input', 'rows', '0', 'cells', '2', 'value'],
      code: 'INVALID',
      errorCode: 1042,
    });
  });

  it('turns a missing object into NOT_FOUND', () => {
    expect(userErrorOf(notFound('no such sheet', 'input.sheetId'))).toMatchObject({
      code: 'NOT_FOUND',
      field: ['input', 'sheetId'],
    });
  });

  it('turns a backend’s 400, 404 and 409 into INVALID, NOT_FOUND and CONFLICT, keeping its error code', () => {
    expect(userErrorOf(new UpstreamError('work-management', 400, 'Invalid value', 1012))).toEqual({
      message: 'work-management: Invalid value',
      field: null,
      code: 'INVALID',
      errorCode: 1012,
    });
    expect(userErrorOf(new UpstreamError('resource-planning', 404, 'Not found'))).toMatchObject({
      code: 'NOT_FOUND',
      errorCode: null,
    });
    expect(userErrorOf(new UpstreamError('digital-asset', 409, 'Conflict'))).toMatchObject({ code: 'CONFLICT' });
    expect(userErrorOf(toGraphQLError(new UpstreamError('work-management', 400, 'Invalid value', 1148)))).toMatchObject(
      { code: 'INVALID', errorCode: 1148 },
    );
  });

  it('turns a work-management 403 that refuses what was asked (not who asks) into a refusal, from the service or the gateway', () => {
    expect(
      userErrorOf(
        new UpstreamError('work-management', 403, 'Transferring ownership is not currently supported.', 1026),
      ),
    ).toMatchObject({ code: 'INVALID', errorCode: 1026 });
    expect(
      userErrorOf(
        new UpstreamError('work-management', 403, 'The account status of the user specified is not active', 1188),
      ),
    ).toMatchObject({ code: 'CONFLICT', errorCode: 1188 });
    expect(
      userErrorOf(
        toGraphQLError(
          new UpstreamError('work-management', 403, "User's primary email address must be a validated domain.", 1186),
        ),
      ),
    ).toMatchObject({ code: 'CONFLICT', errorCode: 1186 });
    expect(userErrorOf(forbidden('accessLevel cannot be OWNER', 'input.accessLevel', 1026))).toEqual({
      message: 'accessLevel cannot be OWNER',
      field: ['input', 'accessLevel'],
      code: 'INVALID',
      errorCode: 1026,
    });
  });

  it('leaves authentication, authorization, rate limits, failing backends and unknown outcomes top-level', () => {
    expect(userErrorOf(new UpstreamError('work-management', 401, 'bad token'))).toBeNull();
    expect(userErrorOf(new UpstreamError('work-management', 403, 'not yours'))).toBeNull();
    expect(
      userErrorOf(new UpstreamError('work-management', 403, 'You are not authorized to perform this action.', 1004)),
    ).toBeNull();
    expect(
      userErrorOf(
        forbidden('only sheet admins may override validation', 'input.rows.0.cells.0.overrideValidation', 1212),
      ),
    ).toBeNull();
    expect(userErrorOf(new UpstreamError('digital-asset', 403, 'bad key'))).toBeNull();
    expect(userErrorOf(new UpstreamError('work-management', 429, 'slow down'))).toBeNull();
    expect(userErrorOf(new UpstreamError('work-management', 500, 'boom'))).toBeNull();
    expect(userErrorOf(new UpstreamError('work-management', 0, 'lost', null, null, 'unknown-outcome'))).toBeNull();
    expect(userErrorOf(new UpstreamError('work-management', 200, 'not JSON', null, null, 'malformed'))).toBeNull();
    expect(userErrorOf(unauthenticated('no credential'))).toBeNull();
    expect(userErrorOf(new TypeError('x is undefined'))).toBeNull();
  });

  it('reads paths with brackets and dots alike, and no path as null', () => {
    expect(fieldPath('input.rows.0.id')).toEqual(['input', 'rows', '0', 'id']);
    expect(fieldPath('input[3]')).toEqual(['input', '3']);
    expect(fieldPath(undefined)).toBeNull();
  });
});

describe('withUserErrors', () => {
  it('adds an empty userErrors to a payload, keeps the ones a resolver set, and answers a refusal as data', async () => {
    const ok = withUserErrors(() => Promise.resolve({ sheet: { id: 'S' } }));
    expect(await ok(null, {}, {}, {})).toEqual({ sheet: { id: 'S' }, userErrors: [] });
    const partial = withUserErrors(() =>
      Promise.resolve({
        rows: [1],
        userErrors: [{ message: 'm', field: null, code: 'INVALID', errorCode: null }],
      }),
    );
    expect(await partial(null, {}, {}, {})).toMatchObject({ rows: [1], userErrors: [{ message: 'm' }] });
    const refused = withUserErrors(() =>
      Promise.reject(badUserInput('"input.title" must not be blank', 'input.title')),
    );
    expect(await refused(null, {}, {}, {})).toEqual({
      userErrors: [
        { message: '"input.title" must not be blank', field: ['input', 'title'], code: 'INVALID', errorCode: null },
      ],
    });
  });

  it('rethrows what is not a refusal of the input', async () => {
    const failing = withUserErrors(() => Promise.reject(new UpstreamError('resource-planning', 503, 'down')));
    await expect(failing(null, {}, {}, {})).rejects.toBeInstanceOf(UpstreamError);
  });
});
