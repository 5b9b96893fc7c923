// Cell extras through the graph: a cell's history after writes, cell image upload (GraphQL
// multipart, streamed upstream as a simple upload), image URLs, and the 30/min cell-history limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let sheetId: string;
let rowId: string;
let columns: Record<string, string>;
beforeAll(async () => {
  stack = await startStack();
  const sheet = (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Risks')!;
  sheetId = String(sheet.id);
  const full = await wmGet<WmSheet>(stack.emulators, `/sheets/${sheetId}?page=1&pageSize=1`);
  rowId = String(full.rows[0]!.id);
  columns = Object.fromEntries(full.columns.map((c: any) => [c.title, String(c.id)]));
});
afterAll(async () => {
  await stack?.close();
});

/** A 3x2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DwHw4YGBgYAEf5BfubV6N5AAAAAElFTkSuQmCC', 'base64');

async function upload(file: Buffer, name: string, column = columns.Mitigation!) {
  const form = new FormData();
  form.set('operations', JSON.stringify({
    query: 'mutation I($input: UploadCellImageInput!) { uploadCellImage(input: $input) { version row { cells { columnId value image { id width height altText url } } } } }',
    variables: { input: { sheetId, rowId, columnId: column, file: null, altText: 'Site photo' } },
  }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  const response = await fetch(stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await response.json()) as any;
}

describe('cell history, images and image URLs', () => {
  it('lists a cell`s versions newest first after two writes', async () => {
    const write = (value: string) =>
      graphql(stack.gateway.graphqlUrl, 'mutation U($input: UpdateRowsInput!) { updateRows(input: $input) { version } }', { input: { sheetId, rows: [{ id: rowId, cells: [{ columnId: columns.Mitigation!, value }] }] } });
    await write('first');
    await write('second');
    await resetAllLogs(stack.emulators);
    const result = await graphql(stack.gateway.graphqlUrl, `query H($s: ID!, $r: ID!, $c: ID!) { sheet(id: $s) { row(id: $r) {
      cellHistory(columnId: $c, first: 2) { totalCount edges { node { columnId value displayValue modifiedAt modifiedBy { email } } } pageInfo { hasNextPage } } } } }`, { s: sheetId, r: rowId, c: columns.Mitigation! });
    expect(result.errors).toBeUndefined();
    const history = result.data.sheet.row.cellHistory;
    expect(history.totalCount).toBe(3);
    expect(history.pageInfo.hasNextPage).toBe(true);
    expect(history.edges.map((e: any) => e.node.value)).toEqual(['second', 'first']);
    expect(history.edges[0].node.modifiedBy.email).toBe('ada.adler@example.com');
    expect((await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.template?.endsWith('/history'))).toHaveLength(1);
  });

  it('uploads an image into a cell as a simple upload and resolves its URL in one imageurls call', async () => {
    await resetAllLogs(stack.emulators);
    const result = await upload(PNG, 'site photo.png');
    expect(result.errors).toBeUndefined();
    const cell = result.data.uploadCellImage.row.cells.find((c: any) => c.columnId === columns.Mitigation);
    expect(cell.image).toMatchObject({ width: 3, height: 2, altText: 'Site photo' });
    expect(cell.image.url).toContain(cell.image.id);
    const calls = (await upstreamCalls(stack.emulators.workManagement)).map((c) => `${c.method} ${c.template}`);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /sheets/{sheetId}/rows/{rowId}/columns/{columnId}/cellimages', 'POST /imageurls']);

    const urls = await graphql(stack.gateway.graphqlUrl, 'query U($images: [CellImageUrlInput!]!) { cellImageUrls(images: $images) { urlExpiresInMillis imageUrls { imageId url errorCode } } }', { images: [{ imageId: cell.image.id, width: 100 }, { imageId: 'nope' }] });
    expect(urls.data.cellImageUrls).toEqual({
      urlExpiresInMillis: 1800000,
      imageUrls: [{ imageId: cell.image.id, url: expect.stringContaining('w=100'), errorCode: null }, { imageId: 'nope', url: null, errorCode: 1006 }],
    });
  });

  it('refuses an image over 30 MB before upstream sees a byte', async () => {
    await resetAllLogs(stack.emulators);
    const result = await upload(Buffer.alloc(30 * 1024 * 1024 + 1), 'huge.png');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('has the emulator limit cell history to 30 requests per minute and token (429, 4003)', async () => {
    // User 1 (a fresh token budget) can see Programme Plan.
    const plan = (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan')!;
    const full = await wmGet<WmSheet>(stack.emulators, `/sheets/${plan.id}?page=1&pageSize=1`);
    const url = `${stack.emulators.workManagement.baseUrl}/sheets/${plan.id}/rows/${full.rows[0]!.id}/columns/${full.columns[0]!.id}/history`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await fetch(url, { headers: { authorization: 'Bearer wm-demo-user-token' } })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const last = await fetch(url, { headers: { authorization: 'Bearer wm-demo-user-token' } });
    expect(last.status).toBe(429);
    expect(((await last.json()) as any).errorCode).toBe(4003);
  });
});
