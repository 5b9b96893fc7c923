// Cell extras through the graph: a cell's history after writes, cell image upload (GraphQL
// multipart, streamed upstream as a simple upload), image URLs, and the 30/min cell-history limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { demoSheet, type DemoSheet } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';

const stack = useStack();
const run = gql(stack);
let risks: DemoSheet;
let rowId: string;
let mitigation: string;
beforeAll(async () => {
  risks = await demoSheet(stack.emulators, 'Programme Risks', 'page=1&pageSize=1');
  rowId = present(risks.rows[0]);
  mitigation = present(risks.col.Mitigation);
});

/** A 3x2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DwHw4YGBgYAEf5BfubV6N5AAAAAElFTkSuQmCC',
  'base64',
);

const UPLOAD_IMAGE = graphql(`
  mutation WorkRowsExtrasUploadImage($input: UploadCellImageInput!) {
    uploadCellImage(input: $input) {
      sheet {
        version
      }
      userErrors {
        field
        code
        errorCode
      }
      row {
        cells {
          column {
            backendId
          }
          value
          image {
            backendId
            width
            height
            altText
            url
          }
        }
      }
    }
  }
`);

function upload(file: Buffer, name: string) {
  return gqlUpload(stack)(
    UPLOAD_IMAGE,
    { input: { sheetId: risks.id, rowId, columnId: mitigation, file: null, altText: 'Site photo' } },
    { bytes: file, filename: name, type: 'image/png' },
  );
}

describe('cell history, images and image URLs', () => {
  it('lists a cell`s versions newest first after two writes', async () => {
    const WRITE = graphql(`
      mutation WorkRowsExtrasWrite($input: UpdateRowsInput!) {
        updateRows(input: $input) {
          sheet {
            version
          }
        }
      }
    `);
    const write = async (value: string): Promise<void> => {
      dataOf(
        await run(WRITE, {
          input: { sheetId: risks.id, rows: [{ id: rowId, cells: [{ columnId: mitigation, value }] }] },
        }),
      );
    };
    await write('first');
    await write('second');
    await resetAllLogs(stack.emulators);
    const HISTORY = graphql(`
      query WorkRowsExtrasHistory($s: ID!, $r: ID!, $c: ID!) {
        sheet(id: $s) {
          row(id: $r) {
            cellHistory(columnId: $c, first: 2) {
              totalCount
              edges {
                node {
                  column {
                    backendId
                  }
                  value
                  displayValue
                  modifiedAt
                  modifiedBy {
                    email
                  }
                }
              }
              pageInfo {
                hasNextPage
              }
            }
          }
        }
      }
    `);
    const result = dataOf(await run(HISTORY, { s: risks.id, r: rowId, c: mitigation }));
    const history = present(result.sheet?.row?.cellHistory);
    expect(history.totalCount).toBe(3);
    expect(history.pageInfo.hasNextPage).toBe(true);
    expect(history.edges.map((e) => e.node.value)).toEqual(['second', 'first']);
    expect(history.edges[0]?.node.modifiedBy?.email).toBe('ada.adler@example.com');
    expect(await calls(stack.emulators.workManagement, (c) => c.template?.endsWith('/history') ?? false)).toHaveLength(
      1,
    );
  });

  it('uploads an image into a cell as a simple upload and resolves its URL in one imageurls call', async () => {
    await resetAllLogs(stack.emulators);
    const result = dataOf(await upload(PNG, 'site photo.png'));
    const cell = present(present(result.uploadCellImage?.row).cells.find((c) => c.column?.backendId === mitigation));
    const image = present(cell.image);
    expect(image).toMatchObject({ width: 3, height: 2, altText: 'Site photo' });
    expect(image.url).toContain(image.backendId);
    const posted = routes(await calls(stack.emulators.workManagement)).filter((c) => c.startsWith('POST'));
    expect(posted).toEqual(['POST /sheets/{sheetId}/rows/{rowId}/columns/{columnId}/cellimages', 'POST /imageurls']);

    const IMAGE_URLS = graphql(`
      query WorkRowsExtrasImageUrls($images: [CellImageUrlInput!]!) {
        cellImageUrls(images: $images) {
          urlExpiresInMillis
          imageUrls {
            imageId
            url
            errorCode
          }
        }
      }
    `);
    const urls = await run(IMAGE_URLS, { images: [{ imageId: image.backendId, width: 100 }, { imageId: 'nope' }] });
    expect(urls.data?.cellImageUrls).toEqual({
      urlExpiresInMillis: 1800000,
      imageUrls: [
        { imageId: image.backendId, url: match.stringContaining('w=100'), errorCode: null },
        { imageId: 'nope', url: null, errorCode: 1006 },
      ],
    });
  });

  it('refuses an image over 30 MB before upstream sees a byte', async () => {
    await resetAllLogs(stack.emulators);
    const result = await upload(Buffer.alloc(30 * 1024 * 1024 + 1), 'huge.png');
    expect(result.errors).toBeUndefined();
    expect(result.data?.uploadCellImage).toEqual({
      sheet: null,
      row: null,
      userErrors: [{ field: ['input', 'file'], code: 'INVALID', errorCode: 1074 }],
    });
    expect(await calls(stack.emulators.workManagement, { method: 'POST' })).toHaveLength(0);
  });

  it('has the emulator limit cell history to 30 requests per minute and token (429, 4003)', async () => {
    // User 1 (a fresh token budget) can see Programme Plan.
    const plan = await demoSheet(stack.emulators, 'Programme Plan', 'page=1&pageSize=1');
    const path = `/sheets/${plan.id}/rows/${present(plan.rows[0])}/columns/${present(plan.sheet.columns[0]).id}/history`;
    const history = () =>
      direct<{ errorCode?: number }>(stack.emulators.workManagement, 'GET', path, undefined, {
        token: 'wm-demo-user-token',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await history()).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const last = await history();
    expect(last.status).toBe(429);
    expect(last.body.errorCode).toBe(4003);
  });
});
