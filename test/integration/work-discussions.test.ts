// Discussions and comments through the graph: sheet and row lists with `include=comments`, whole
// threads, discussion attachments, creating discussions and comments (JSON or multipart with a file),
// deleting, refetching by node id, and the rules checked before any call.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import type { AddCommentInput, CreateDiscussionInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { nodesOf, nonEmpty, ofType, present } from '../helpers/present.js';
import { wmAll } from '../helpers/reference.js';
import type { WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalOf } from '../helpers/user-errors.js';
import { gqlUpload } from '../helpers/upload.js';
import { globalId, globalIdParts } from '../helpers/global-id.js';

const stack = useStack();
const run = gql(stack);
const upload = gqlUpload(stack);
let sheet: { id: string; sheetId: string };
let rowGlobalId: string;

const calls = () => callsOf(stack.emulators.workManagement);

/** A comment's global id: its sheet, discussion and own id (base64url of `Comment:sheet:discussion:comment`). */
function globalIdOfComment(discussionGlobalId: string, commentId: string): string {
  const [sheetId = '', discussionId = ''] = globalIdParts(discussionGlobalId)?.parts ?? [];
  return globalId('Comment', sheetId, discussionId, commentId);
}

beforeAll(async () => {
  for (const s of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const discussions = await wmAll<WmRecord>(stack.emulators, `/sheets/${s.id}/discussions`);
    const onRow = discussions.find((d) => d.parentType === 'ROW');
    if (onRow) {
      sheet = { id: globalId('Sheet', s.id), sheetId: String(s.id) };
      rowGlobalId = globalId('Row', s.id, String(onRow.parentId));
      break;
    }
  }
  expect(sheet).toBeDefined();
});

graphql(`
  fragment WorkDiscussionsThread on Discussion {
    id
    backendId
    title
    parentType
    parent {
      __typename
      ... on Node {
        id
      }
    }
    commentCount
    lastCommentedAt
    lastCommentedUser {
      email
    }
    createdBy {
      email
      name
    }
    accessLevel
    readOnly
    comments(first: 100) {
      totalCount
      edges {
        node {
          id
          backendId
          text
          createdAt
          createdBy {
            email
          }
          attachments {
            name
            attachmentType
            parentType
          }
        }
      }
    }
  }
`);
const FIRST_THREAD = graphql(`
  query WorkDiscussionsFirstThread($id: ID!) {
    sheet(id: $id) {
      discussions(first: 1) {
        edges {
          node {
            id
            comments(first: 100) {
              edges {
                node {
                  id
                }
              }
            }
            attachments(first: 1) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
`);
const COMMENT_PAGE = graphql(`
  query WorkDiscussionsCommentPage($id: ID!, $first: Int, $after: String) {
    discussion(id: $id) {
      comments(first: $first, after: $after) {
        totalCount
        edges {
          node {
            id
            text
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
const COMMENT_ID = graphql(`
  mutation WorkDiscussionsCommentId($input: AddCommentInput!) {
    addComment(input: $input) {
      comment {
        id
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

describe('reading discussions', () => {
  it('lists a sheet’s discussions with whole threads in one call (include=comments)', async () => {
    await resetAllLogs(stack.emulators);
    const SHEET_THREADS = graphql(`
      query WorkDiscussionsSheetThreads($id: ID!) {
        sheet(id: $id) {
          discussions(first: 20) {
            totalCount
            edges {
              node {
                ...WorkDiscussionsThread
              }
            }
          }
        }
      }
    `);
    const discussions = present(
      present(dataOf(await run(SHEET_THREADS, { id: sheet.id })).sheet).discussions,
    ).edges.map((e) => e.node);
    expect(new Set(discussions.map((d) => d.parentType))).toEqual(new Set(['SHEET', 'ROW']));
    for (const d of nonEmpty(discussions)) {
      const comments = nodesOf(d.comments);
      expect(comments).toHaveLength(present(d.commentCount));
      expect(d.comments?.totalCount).toBe(d.commentCount);
      expect(d.title).toBe(present(comments[0]).text);
      expect(d.lastCommentedAt).toBe(present(comments.at(-1)).createdAt);
    }
    expect(
      discussions.some((d) => nodesOf(d.comments).some((c) => c.attachments.some((a) => a.parentType === 'COMMENT'))),
    ).toBe(true);
    const discussionCalls = (await calls()).filter((c) => c.template?.includes('discussions'));
    expect(discussionCalls).toHaveLength(1);
    expect(present(discussionCalls[0]).url).toContain('include=comments');
  });

  it('without includeComments, reads each thread only when asked for it; row lists hold only the row’s', async () => {
    await resetAllLogs(stack.emulators);
    const THREADS_ON_DEMAND = graphql(`
      query WorkDiscussionsOnDemand($id: ID!, $row: ID!) {
        sheet(id: $id) {
          discussions(first: 20, includeComments: false) {
            edges {
              node {
                commentCount
                comments(first: 100) {
                  edges {
                    node {
                      text
                    }
                  }
                }
              }
            }
          }
        }
        row: node(id: $row) {
          __typename
          ... on Row {
            backendId
            discussions(first: 10) {
              edges {
                node {
                  parentType
                  parent {
                    __typename
                    ... on Node {
                      id
                    }
                  }
                  comments(first: 100) {
                    edges {
                      node {
                        text
                      }
                    }
                  }
                  attachments(first: 5) {
                    totalCount
                    edges {
                      node {
                        name
                        parentType
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const data = dataOf(await run(THREADS_ON_DEMAND, { id: sheet.id, row: rowGlobalId }));
    const listed = present(present(data.sheet).discussions).edges.map((e) => e.node);
    for (const d of nonEmpty(listed)) expect(nodesOf(d.comments)).toHaveLength(present(d.commentCount));
    const log = await calls();
    expect(log.filter((c) => c.template === '/sheets/{sheetId}/discussions/{discussionId}')).toHaveLength(
      listed.length,
    );
    const row = ofType(data.row, 'Row');
    const onRow = nonEmpty(present(row.discussions).edges.map((e) => e.node));
    for (const d of onRow)
      expect(d).toMatchObject({ parentType: 'ROW', parent: { __typename: 'Row', id: rowGlobalId } });
    const attachments = present(present(onRow[0]).attachments);
    expect(attachments.totalCount).toBeGreaterThan(0);
    expect(attachments.edges.every((e) => e.node.parentType === 'COMMENT')).toBe(true);
  });
});

describe('a thread as a connection', () => {
  it('pages a discussion’s comments from its one read, oldest first, with their number', async () => {
    const thread = present(dataOf(await run(FIRST_THREAD, { id: sheet.id })).sheet?.discussions?.edges[0]).node;
    const all = nodesOf(present(dataOf(await run(COMMENT_PAGE, { id: thread.id, first: 100 })).discussion).comments);
    await resetAllLogs(stack.emulators);
    const first = present(dataOf(await run(COMMENT_PAGE, { id: thread.id, first: 1 })).discussion?.comments);
    const rest = present(
      dataOf(await run(COMMENT_PAGE, { id: thread.id, first: 100, after: first.pageInfo.endCursor })).discussion
        ?.comments,
    );
    expect([...nodesOf(first), ...nodesOf(rest)]).toEqual(all);
    expect({ total: first.totalCount, more: first.pageInfo.hasNextPage, last: rest.pageInfo.hasNextPage }).toEqual({
      total: all.length,
      more: all.length > 1,
      last: false,
    });
    // One read of the discussion per request, whichever page is asked.
    expect((await calls()).map((c) => c.template)).toEqual([
      '/sheets/{sheetId}/discussions/{discussionId}',
      '/sheets/{sheetId}/discussions/{discussionId}',
    ]);
  });
});

describe('federation', () => {
  it('resolves attachments, discussions and comments as entities in one _entities batch, null for unknown ids', async () => {
    const thread = dataOf(await run(FIRST_THREAD, { id: sheet.id }));
    const discussion = present(present(present(thread.sheet).discussions).edges[0]).node;
    // `_service` and `_entities` are added by the subgraph library, not in schema/: documents as text.
    const sdl = dataOf(
      await gqlText(stack)<{ _service: { sdl: string } }>('query WorkDiscussionsSdl { _service { sdl } }'),
    );
    for (const type of ['Attachment', 'Discussion', 'Comment'])
      expect(sdl._service.sdl).toMatch(new RegExp(`type ${type} implements Node\\s+@key\\(fields: "id"\\)`));
    const representations = [
      { __typename: 'Discussion', id: discussion.id },
      { __typename: 'Comment', id: present(nodesOf(discussion.comments)[0]).id },
      ...present(discussion.attachments).edges.map((e) => ({ __typename: 'Attachment', id: e.node.id })),
      { __typename: 'Discussion', id: globalId('Discussion', sheet.sheetId, '42') },
    ];
    const result = dataOf(
      await gqlText(stack)<{ _entities: Array<{ __typename: string; id: string } | null> }>(
        `
          query WorkDiscussionsEntities($r: [_Any!]!) {
            _entities(representations: $r) {
              __typename
              ... on Discussion {
                id
              }
              ... on Comment {
                id
              }
              ... on Attachment {
                id
              }
            }
          }
        `,
        { r: representations },
      ),
    );
    expect(result._entities.slice(0, -1).map((e) => e?.id)).toEqual(representations.slice(0, -1).map((r) => r.id));
    expect(result._entities.at(-1)).toBeNull();
  });
});

describe('writing discussions and comments', () => {
  it('creates a discussion on a sheet and on a row, adds a comment, and deletes the discussion', async () => {
    await resetAllLogs(stack.emulators);
    const CREATE = graphql(`
      mutation WorkDiscussionsCreate($input: CreateDiscussionInput!) {
        createDiscussion(input: $input) {
          discussion {
            ...WorkDiscussionsThread
          }
        }
      }
    `);
    const create = (parentId: string, text: string) => run(CREATE, { input: { parentId, text } });
    const onSheet = present(
      dataOf(await create(sheet.id, 'Who owns the launch checklist?')).createDiscussion?.discussion,
    );
    const onRow = await create(rowGlobalId, 'Blocked by procurement.');
    expect(onSheet).toMatchObject({
      title: 'Who owns the launch checklist?',
      parentType: 'SHEET',
      parent: { __typename: 'Sheet', id: sheet.id },
      commentCount: 1,
    });
    expect(onRow.data?.createDiscussion?.discussion).toMatchObject({
      title: 'Blocked by procurement.',
      parentType: 'ROW',
    });
    const discussionId = onSheet.id;
    const ADD_COMMENT = graphql(`
      mutation WorkDiscussionsAddComment($input: AddCommentInput!) {
        addComment(input: $input) {
          comment {
            id
            text
            discussion {
              commentCount
            }
          }
        }
      }
    `);
    const comment = present(
      dataOf(await run(ADD_COMMENT, { input: { discussionId, text: 'Marketing does.' } })).addComment?.comment,
    );
    expect(comment).toMatchObject({ text: 'Marketing does.', discussion: { commentCount: 2 } });
    const COMMENT_AND_THREAD = graphql(`
      query WorkDiscussionsCommentAndThread($c: ID!, $d: ID!) {
        c: node(id: $c) {
          ... on Comment {
            text
          }
        }
        d: discussion(id: $d) {
          comments(first: 100) {
            edges {
              node {
                text
              }
            }
          }
        }
      }
    `);
    const node = await run(COMMENT_AND_THREAD, { c: comment.id, d: discussionId });
    expect(node.data).toEqual({
      c: { text: 'Marketing does.' },
      d: {
        comments: {
          edges: [{ node: { text: 'Who owns the launch checklist?' } }, { node: { text: 'Marketing does.' } }],
        },
      },
    });
    const writes = (await calls()).filter((c) => c.method === 'POST').map((c) => c.template);
    expect(writes).toEqual([
      '/sheets/{sheetId}/discussions',
      '/sheets/{sheetId}/rows/{rowId}/discussions',
      '/sheets/{sheetId}/discussions/{discussionId}/comments',
    ]);

    const firstComment = globalIdOfComment(discussionId, present(nodesOf(onSheet.comments)[0]).backendId);
    const DELETE = graphql(`
      mutation WorkDiscussionsDelete($input: DeleteDiscussionInput!) {
        deleteDiscussion(input: $input) {
          deletedDiscussionId
          deletedCommentIds
          userErrors {
            code
          }
        }
      }
    `);
    const deleted = await run(DELETE, { input: { discussionId } });
    // The payload names the discussion and the comments that went with it.
    expect(deleted.data?.deleteDiscussion).toEqual({
      deletedDiscussionId: discussionId,
      deletedCommentIds: [firstComment, comment.id],
      userErrors: [],
    });
    const READ = graphql(`query WorkDiscussionsRead($d: ID!) { discussion(id: $d) { id } }`);
    const gone = await run(READ, { d: discussionId });
    expect(gone.data?.discussion).toBeNull();
  });

  it('creates a discussion and a comment together with a file (multipart with the JSON parts `discussion` and `comment`)', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 minutes of the steering group');
    const digest = createHash('sha256').update(bytes).digest('hex');
    const CREATE_WITH_FILE = graphql(`
      mutation WorkDiscussionsCreateWithFile($input: CreateDiscussionInput!) {
        createDiscussion(input: $input) {
          discussion {
            id
            comments(first: 100) {
              edges {
                node {
                  text
                  attachments {
                    id
                    name
                    mimeType
                  }
                }
              }
            }
          }
        }
      }
    `);
    const created = present(
      dataOf(
        await upload(
          CREATE_WITH_FILE,
          { input: { parentId: rowGlobalId, text: 'Minutes attached', file: null } },
          { bytes, filename: 'minutes 11-20.pdf', type: 'application/pdf' },
        ),
      ).createDiscussion?.discussion,
    );
    const first = present(nodesOf(created.comments)[0]);
    expect(first).toMatchObject({
      text: 'Minutes attached',
      attachments: [{ name: 'minutes 11-20.pdf', mimeType: 'application/pdf' }],
    });
    const DOWNLOAD = graphql(`query WorkDiscussionsDownload($id: ID!) { attachment(id: $id) { url } }`);
    const download = await run(DOWNLOAD, { id: present(first.attachments[0]).id });
    expect(new URL(present(download.data?.attachment?.url)).searchParams.get('sha256')).toBe(digest);

    const COMMENT_WITH_FILE = graphql(`
      mutation WorkDiscussionsCommentWithFile($input: AddCommentInput!) {
        addComment(input: $input) {
          comment {
            text
            attachments {
              name
              parentType
            }
          }
        }
      }
    `);
    const reply = dataOf(
      await upload(
        COMMENT_WITH_FILE,
        { input: { discussionId: created.id, text: 'With the slides', file: null } },
        { bytes: new Uint8Array([9, 9, 9]), filename: 'slides.bin', type: '' },
      ),
    );
    expect(reply.addComment?.comment).toEqual({
      text: 'With the slides',
      attachments: [{ name: 'slides.bin', parentType: 'COMMENT' }],
    });
  });

  it('adds comments only to an existing discussion: an unknown one is NOT_FOUND from the service, as data', async () => {
    const unknown = globalId('Discussion', sheet.sheetId, '1234567890123456');
    const result = await run(COMMENT_ID, { input: { discussionId: unknown, text: 'Hello?' } });
    refusalOf(result, 'addComment', { code: 'NOT_FOUND', errorCode: 1006 });
    expect(result.data?.addComment?.comment).toBeNull();
  });

  it('refuses, before any call, empty text, a parent that is not a sheet or row, and a discussion id of another type', async () => {
    await resetAllLogs(stack.emulators);
    const CREATE_ID = graphql(`
      mutation WorkDiscussionsCreateId($input: CreateDiscussionInput!) {
        createDiscussion(input: $input) {
          discussion {
            id
          }
          userErrors {
            field
            code
            errorCode
          }
        }
      }
    `);
    const create = (input: CreateDiscussionInput) => run(CREATE_ID, { input });
    const comment = (input: AddCommentInput) => run(COMMENT_ID, { input });
    const commentId = globalId('Comment', sheet.sheetId, '1', '2');
    refusalOf(await create({ parentId: sheet.id, text: '   ' }), 'createDiscussion', {
      code: 'INVALID',
      field: ['input', 'text'],
      errorCode: 1012,
    });
    refusalOf(await create({ parentId: commentId, text: 'On a comment?' }), 'createDiscussion', {
      code: 'INVALID',
      field: ['input', 'parentId'],
    });
    refusalOf(await comment({ discussionId: sheet.id, text: 'Hi' }), 'addComment', {
      code: 'INVALID',
      field: ['input', 'discussionId'],
    });
    refusalOf(await comment({ discussionId: globalId('Discussion', sheet.sheetId, '5'), text: '' }), 'addComment', {
      code: 'INVALID',
      field: ['input', 'text'],
    });
    expect(await calls()).toEqual([]);
  });

  it('refuses a file over 30 MB with a new comment before any call', async () => {
    await resetAllLogs(stack.emulators);
    const discussionId = globalId('Discussion', sheet.sheetId, '5');
    const result = await upload(
      COMMENT_ID,
      { input: { discussionId, text: 'Big', file: null } },
      { bytes: new Uint8Array(30 * 1024 * 1024 + 1), filename: 'big.bin', type: 'application/octet-stream' },
    );
    refusalOf(result, 'addComment', { code: 'INVALID', field: ['input', 'file'], errorCode: 1074 });
    expect(await calls()).toEqual([]);
  });
});
