// Discussions and comments through the graph: sheet and row lists with `include=comments`, whole
// threads, discussion attachments, creating discussions and comments (JSON or multipart with a file),
// deleting, refetching by node id, and the rules checked before any call.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wmAll } from '../helpers/reference.js';
import type { WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let sheet: { id: string; sheetId: string };
let rowGlobalId: string;

async function multipart(query: string, input: Record<string, unknown>, bytes: Uint8Array, name: string, type: string): Promise<any> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const response = await fetch(stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'Apollo-Require-Preflight': 'true' } });
  return response.json();
}

const calls = () => upstreamCalls(stack.emulators.workManagement);

beforeAll(async () => {
  stack = await startStack();
  for (const s of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const discussions = await wmAll<WmRecord>(stack.emulators, `/sheets/${s.id}/discussions`);
    const onRow = discussions.find((d) => d.parentType === 'ROW');
    if (onRow) {
      sheet = { id: Buffer.from(`Sheet:${s.id}`).toString('base64url'), sheetId: String(s.id) };
      rowGlobalId = Buffer.from(`Row:${s.id}:${onRow.parentId}`).toString('base64url');
      break;
    }
  }
  expect(sheet).toBeDefined();
});
afterAll(async () => {
  await stack?.close();
});

const THREAD = 'id discussionId title parentType parentId commentCount lastCommentedAt lastCommentedUser { email } createdBy { email name } accessLevel readOnly comments { id commentId text createdAt createdBy { email } attachments { name attachmentType parentType } }';

describe('reading discussions', () => {
  it('lists a sheet’s discussions with whole threads in one call (include=comments)', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, `query($id: ID!) { sheet(id: $id) { discussions(first: 20) { totalCount edges { node { ${THREAD} } } } } }`, { id: sheet.id });
    expect(result.errors).toBeUndefined();
    const discussions = result.data.sheet.discussions.edges.map((e: any) => e.node);
    expect(new Set(discussions.map((d: any) => d.parentType))).toEqual(new Set(['SHEET', 'ROW']));
    for (const d of discussions) {
      expect(d.comments).toHaveLength(d.commentCount);
      expect(d.title).toBe(d.comments[0].text);
      expect(d.lastCommentedAt).toBe(d.comments[d.comments.length - 1].createdAt);
    }
    expect(discussions.some((d: any) => d.comments.some((c: any) => c.attachments.some((a: any) => a.parentType === 'COMMENT')))).toBe(true);
    const discussionCalls = (await calls()).filter((c) => c.template?.includes('discussions'));
    expect(discussionCalls).toHaveLength(1);
    expect(discussionCalls[0]!.url).toContain('include=comments');
  });

  it('without includeComments, reads each thread only when asked for it; row lists hold only the row’s', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      `query($id: ID!, $row: ID!) { sheet(id: $id) { discussions(first: 20, includeComments: false) { edges { node { commentCount comments { text } } } } }
         row: node(id: $row) { ... on Row { rowId discussions(first: 10) { edges { node { parentType parentId comments { text } attachments(first: 5) { totalCount edges { node { name parentType } } } } } } } } }`,
      { id: sheet.id, row: rowGlobalId },
    );
    expect(result.errors).toBeUndefined();
    const listed = result.data.sheet.discussions.edges.map((e: any) => e.node);
    for (const d of listed) expect(d.comments).toHaveLength(d.commentCount);
    const log = await calls();
    expect(log.filter((c) => c.template === '/sheets/{sheetId}/discussions/{discussionId}')).toHaveLength(listed.length);
    const onRow = result.data.row.discussions.edges.map((e: any) => e.node);
    expect(onRow.length).toBeGreaterThan(0);
    for (const d of onRow) expect(d).toMatchObject({ parentType: 'ROW', parentId: result.data.row.rowId });
    expect(onRow[0].attachments.totalCount).toBeGreaterThan(0);
    expect(onRow[0].attachments.edges.every((e: any) => e.node.parentType === 'COMMENT')).toBe(true);
  });
});

describe('federation', () => {
  it('resolves attachments, discussions and comments as entities in one _entities batch, null for unknown ids', async () => {
    const thread = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { id comments { id } attachments(first: 1) { edges { node { id } } } } } } } }', { id: sheet.id });
    const discussion = thread.data.sheet.discussions.edges[0].node;
    const sdl = await graphql<any>(stack.gateway.graphqlUrl, '{ _service { sdl } }');
    for (const type of ['Attachment', 'Discussion', 'Comment']) expect(sdl.data._service.sdl).toMatch(new RegExp(`type ${type} implements Node\\s+@key\\(fields: "id"\\)`));
    const representations = [
      { __typename: 'Discussion', id: discussion.id },
      { __typename: 'Comment', id: discussion.comments[0].id },
      ...discussion.attachments.edges.map((e: any) => ({ __typename: 'Attachment', id: e.node.id })),
      { __typename: 'Discussion', id: Buffer.from(`Discussion:${sheet.sheetId}:42`).toString('base64url') },
    ];
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Discussion { id } ... on Comment { id } ... on Attachment { id } } }', { r: representations });
    expect(result.errors).toBeUndefined();
    expect(result.data._entities.slice(0, -1).map((e: any) => e.id)).toEqual(representations.slice(0, -1).map((r) => r.id));
    expect(result.data._entities.at(-1)).toBeNull();
  });
});

describe('writing discussions and comments', () => {
  it('creates a discussion on a sheet and on a row, adds a comment, and deletes the discussion', async () => {
    await resetAllLogs(stack.emulators);
    const create = (parentId: string, text: string) =>
      graphql<any>(stack.gateway.graphqlUrl, `mutation($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { ${THREAD} } } }`, { input: { parentId, text } });
    const onSheet = await create(sheet.id, 'Who owns the launch checklist?');
    const onRow = await create(rowGlobalId, 'Blocked by procurement.');
    expect(onSheet.errors).toBeUndefined();
    expect(onSheet.data.createDiscussion.discussion).toMatchObject({ title: 'Who owns the launch checklist?', parentType: 'SHEET', parentId: sheet.sheetId, commentCount: 1 });
    expect(onRow.data.createDiscussion.discussion).toMatchObject({ title: 'Blocked by procurement.', parentType: 'ROW' });
    const discussionId = onSheet.data.createDiscussion.discussion.id;
    const comment = await graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id text discussion { commentCount } } } }', { input: { discussionId, text: 'Marketing does.' } });
    expect(comment.errors).toBeUndefined();
    expect(comment.data.addComment.comment).toMatchObject({ text: 'Marketing does.', discussion: { commentCount: 2 } });
    const node = await graphql<any>(stack.gateway.graphqlUrl, 'query($c: ID!, $d: ID!) { c: node(id: $c) { ... on Comment { text } } d: discussion(id: $d) { comments { text } } }', { c: comment.data.addComment.comment.id, d: discussionId });
    expect(node.data).toEqual({ c: { text: 'Marketing does.' }, d: { comments: [{ text: 'Who owns the launch checklist?' }, { text: 'Marketing does.' }] } });
    const writes = (await calls()).filter((c) => c.method === 'POST').map((c) => c.template);
    expect(writes).toEqual(['/sheets/{sheetId}/discussions', '/sheets/{sheetId}/rows/{rowId}/discussions', '/sheets/{sheetId}/discussions/{discussionId}/comments']);

    const deleted = await graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: DeleteDiscussionInput!) { deleteDiscussion(input: $input) { deletedDiscussionId } }', { input: { discussionId } });
    expect(deleted.data.deleteDiscussion.deletedDiscussionId).toBe(discussionId);
    const gone = await graphql<any>(stack.gateway.graphqlUrl, 'query($d: ID!) { discussion(id: $d) { id } }', { d: discussionId });
    expect(gone.data.discussion).toBeNull();
  });

  it('creates a discussion and a comment together with a file (multipart with the JSON parts `discussion` and `comment`)', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 minutes of the steering group');
    const digest = createHash('sha256').update(bytes).digest('hex');
    const created = await multipart('mutation($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id comments { text attachments { id name mimeType } } } } }', { parentId: rowGlobalId, text: 'Minutes attached' }, bytes, 'minutes 11-20.pdf', 'application/pdf');
    expect(created.errors).toBeUndefined();
    const first = created.data.createDiscussion.discussion.comments[0];
    expect(first).toMatchObject({ text: 'Minutes attached', attachments: [{ name: 'minutes 11-20.pdf', mimeType: 'application/pdf' }] });
    const download = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { attachment(id: $id) { url } }', { id: first.attachments[0].id });
    expect(new URL(download.data.attachment.url).searchParams.get('sha256')).toBe(digest);

    const reply = await multipart('mutation($input: AddCommentInput!) { addComment(input: $input) { comment { text attachments { name parentType } } } }', { discussionId: created.data.createDiscussion.discussion.id, text: 'With the slides' }, new Uint8Array([9, 9, 9]), 'slides.bin', '');
    expect(reply.errors).toBeUndefined();
    expect(reply.data.addComment.comment).toEqual({ text: 'With the slides', attachments: [{ name: 'slides.bin', parentType: 'COMMENT' }] });
  });

  it('adds comments only to an existing discussion: an unknown one is NOT_FOUND from the service', async () => {
    const unknown = Buffer.from(`Discussion:${sheet.sheetId}:1234567890123456`).toString('base64url');
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', { input: { discussionId: unknown, text: 'Hello?' } });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404, errorCode: 1006 } });
  });

  it('refuses, before any call, empty text, a parent that is not a sheet or row, and a discussion id of another type', async () => {
    await resetAllLogs(stack.emulators);
    const create = (input: Record<string, unknown>) => graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussion { id } } }', { input });
    const comment = (input: Record<string, unknown>) => graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', { input });
    const commentId = Buffer.from(`Comment:${sheet.sheetId}:1:2`).toString('base64url');
    const results = [
      [await create({ parentId: sheet.id, text: '   ' }), 'input.text'],
      [await create({ parentId: commentId, text: 'On a comment?' }), 'input.parentId'],
      [await comment({ discussionId: sheet.id, text: 'Hi' }), 'input.discussionId'],
      [await comment({ discussionId: Buffer.from(`Discussion:${sheet.sheetId}:5`).toString('base64url'), text: '' }), 'input.text'],
    ] as const;
    for (const [result, field] of results) expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await calls()).toEqual([]);
  });

  it('refuses a file over 30 MB with a new comment before any call', async () => {
    await resetAllLogs(stack.emulators);
    const result = await multipart('mutation($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', { discussionId: Buffer.from(`Discussion:${sheet.sheetId}:5`).toString('base64url'), text: 'Big' }, new Uint8Array(30 * 1024 * 1024 + 1), 'big.bin', 'application/octet-stream');
    expect(result.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.file' });
    expect(await calls()).toEqual([]);
  });
});
