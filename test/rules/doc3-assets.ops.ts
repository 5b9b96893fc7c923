// Operations of the digital-asset rows: the upload flow (upload request, bucket, asset), its
// validity and single-use limits, sections, custom fields and tags, and webhook subscriptions and
// their callbacks.
import { graphql } from '../generated/index.js';
import type { AssetRuleUploadAssetMutation } from '../generated/graphql.js';
import { calls, routes } from '../helpers/calls.js';
import { present } from '../helpers/present.js';
import { gqlUpload } from '../helpers/upload.js';
import type { DaPage, DaResource, DaUploadRequest } from '../helpers/rest-shapes.js';
import { receiver } from './callback-receiver.js';
import type { GraphAnswer, RestAnswer } from './harness.js';
import { operation } from './ops.js';
import type { World } from './world.js';

const HOUR = 3_600_000;
const FILE = Buffer.from('%PDF-1.4 rule table\n');

/** The first library and its first section made for files (or of `type`). */
async function sectionOf(world: World, type = 'GenericFile'): Promise<{ libraryId: string; sectionId: string }> {
  return world.once(`section:${type}`, async () => {
    for (const library of await world.daAll('/libraries')) {
      const section = (
        await world.daAll<DaResource<{ default_asset_type?: string }>>(`/libraries/${library.id}/sections`)
      ).find((s) => s.attributes.default_asset_type === type);
      if (section) return { libraryId: library.id, sectionId: section.id };
    }
    throw new Error(`no demo section of type ${type}`);
  });
}

const advanceClock = (world: World, ms: number): Promise<unknown> =>
  fetch(`${world.stack.emulators.digitalAsset.controlUrl}/config`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceClockMs: ms }),
  });

/** Step 1 of the flow: an upload request. */
const uploadRequest = async (world: World): Promise<DaUploadRequest> =>
  world.ok(world.da<DaUploadRequest>('GET', '/upload_requests'), 'upload request');
/** Step 2: the file put into the bucket through the signed upload URL. */
const put = (world: World, url: string): Promise<RestAnswer> =>
  world.raw('PUT', url, FILE, { 'content-type': 'application/pdf' });
/** Step 2, resumable: a session started through the resumable upload URL. */
const startSession = (world: World, url: string): Promise<RestAnswer> =>
  world.raw('POST', url, undefined, { 'x-goog-resumable': 'start', 'x-upload-content-type': 'application/pdf' });
/** Step 3: an asset stating that its attachment is at the object URL. */
const createAsset = (
  world: World,
  section: { libraryId: string; sectionId: string },
  objectUrl: string,
  name: string,
): Promise<RestAnswer<DaPage<DaResource>>> =>
  world.da<DaPage<DaResource>>('POST', `/libraries/${section.libraryId}/assets`, {
    data: { attributes: [{ name, attachments: [{ url: objectUrl, filename: 'rule.pdf' }] }] },
    section_key: section.sectionId,
  });

const UPLOAD_ASSET = graphql(`
  mutation AssetRuleUploadAsset($input: UploadAssetInput!) {
    uploadAsset(input: $input) {
      asset {
        id
        assetId: backendId
        attachments {
          url
        }
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const UPLOAD_NAMING_URL = graphql(`
  mutation AssetRuleUploadNamingUrl($input: UploadAssetInput!) {
    uploadAsset(input: $input) {
      asset {
        id
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const ASSET_ATTACHMENTS = graphql(`query AssetRuleAttachments($id: ID!) { asset(id: $id) { attachments { id } } }`);

/** The graph's one-mutation flow. */
function uploadAsset(
  world: World,
  input: { sectionId: string; name: string },
): Promise<GraphAnswer<AssetRuleUploadAssetMutation>> {
  return gqlUpload(world.stack)(
    UPLOAD_ASSET,
    { input: { ...input, file: null } },
    { bytes: FILE, filename: 'rule.pdf', type: 'application/pdf' },
  );
}

/** The graph side of a rule its types cannot express: an upload naming an object or upload URL, which UploadAssetInput has no field for. */
const inexpressible = (world: World, field: 'uploadUrl' | 'objectUrl'): Promise<GraphAnswer<unknown>> =>
  world.gqlAsWritten(UPLOAD_NAMING_URL, { input: { sectionId: 'any', [field]: 'https://storage.example.com/x' } });

const REQUEST_FIELDS = ['object_url', 'resumable_upload_url', 'service_type', 'upload_url'] as const;

const uploadOps = {
  'upload.request': operation()({
    rest: (world) => world.da<DaUploadRequest>('GET', '/upload_requests'),
    graph: async (world) => uploadAsset(world, { sectionId: (await sectionOf(world)).sectionId, name: 'Flow' }),
    readRest: (_world, _args, _c, answer) => ({
      fields: REQUEST_FIELDS.filter((f) => typeof answer.body[f] === 'string' && answer.body[f] !== ''),
    }),
    async readGraph(world) {
      const flow = routes(await calls(world.stack.emulators.digitalAsset));
      return { flow: flow.filter((c) => /upload_requests|storage|assets$/.test(c) && !c.startsWith('GET storage')) };
    },
  }),
  /** A second use of an upload request (args.url: upload, resumable) after the first simple upload. */
  'upload.secondUse': operation<{ url: 'upload' | 'resumable' }>()({
    async prepare(world) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'first upload');
      return { request };
    },
    rest: (world, args, c) =>
      args.url === 'resumable' ? startSession(world, c.request.resumable_upload_url) : put(world, c.request.upload_url),
    graph: (world) => inexpressible(world, 'uploadUrl'),
  }),
  /** An upload URL used past its validity (args.url: upload, resumable; args.hours after issue). */
  'upload.late': operation<{ url: 'upload' | 'resumable'; hours: number }>()({
    async prepare(world, args) {
      const request = await uploadRequest(world);
      await advanceClock(world, args.hours * HOUR);
      return { request };
    },
    rest: (world, args, c) =>
      args.url === 'resumable' ? startSession(world, c.request.resumable_upload_url) : put(world, c.request.upload_url),
    graph: (world) => inexpressible(world, 'uploadUrl'),
  }),
  /** An object URL given to a second asset. */
  'upload.objectTwice': operation()({
    async prepare(world, _args, side, row) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      await world.ok(
        createAsset(world, await sectionOf(world), request.object_url, `First ${row.id} ${side}`),
        'first asset',
      );
      return { objectUrl: request.object_url };
    },
    rest: async (world, _args, c) => createAsset(world, await sectionOf(world), c.objectUrl, 'Second'),
    graph: (world) => inexpressible(world, 'objectUrl'),
  }),
  /** An uploaded object left without an asset for args.days days, then named by an asset. */
  'upload.purged': operation<{ days: number }>()({
    async prepare(world, args) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      await advanceClock(world, args.days * 24 * HOUR);
      return { objectUrl: request.object_url };
    },
    rest: async (world, _args, c) => createAsset(world, await sectionOf(world), c.objectUrl, 'Late'),
    graph: (world) => inexpressible(world, 'objectUrl'),
  }),
  /** A whole upload into a section of a default asset type (args.type). */
  'asset.intoSection': operation<{ type: string }>()({
    prepare: async (world, args) => ({ section: await sectionOf(world, args.type) }),
    async rest(world, _args, c) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      return createAsset(world, c.section, request.object_url, 'Into section');
    },
    graph: (world, _args, c) => uploadAsset(world, { sectionId: c.section.sectionId, name: 'Into section' }),
    readRest(_world, _args, _c, answer) {
      const attachments = present(
        present(answer.body.data[0], 'the new asset').relationships?.attachments,
        'its attachments',
      ).data;
      return { attachments: Array.isArray(attachments) ? attachments.length : null };
    },
    readGraph: async (world, _args, _c, data) => ({
      attachments:
        present(
          (
            await world.gqlData(ASSET_ATTACHMENTS, {
              id: present(present(data.uploadAsset, 'the upload').asset, 'the new asset').id,
            })
          ).asset,
          'the new asset',
        ).attachments?.length ?? null,
    }),
  }),
};

const SAMPLE = 30;
const sampleAssets = (world: World): Promise<DaResource[]> =>
  world.once('asset-sample', async () =>
    (await world.daAll(`/libraries/${(await sectionOf(world)).libraryId}/assets?include=custom_fields,tags`)).slice(
      0,
      SAMPLE,
    ),
  );

/** What the custom fields and tags of the sample assets show. */
const fieldView = (
  fields: Array<{ key?: unknown; value?: unknown }>,
  tags: Array<{ auto: unknown }>,
): Record<string, unknown> => ({
  customFields: fields.length > 0,
  allStrings: fields.every((f) => typeof f.key === 'string' && typeof f.value === 'string'),
  tags: tags.length > 0,
  autoGeneratedIsBoolean: tags.every((t) => typeof t.auto === 'boolean'),
});

const FIELDS_AND_TAGS = graphql(`
  query AssetRuleFieldsAndTags($id: ID!) {
    asset(id: $id) {
      customFields {
        key
        value
      }
      tags {
        autoGenerated
      }
    }
  }
`);

const readOps = {
  'asset.fieldsAndTags': operation()({
    async rest(world): Promise<RestAnswer<DaResource[]>> {
      const page = await world.ok(
        world.da<DaPage<DaResource>>(
          'GET',
          `/libraries/${(await sectionOf(world)).libraryId}/assets?include=custom_fields,tags&per=${SAMPLE}`,
        ),
        'assets',
      );
      return { status: 200, body: present(page.included, 'the included custom fields and tags') };
    },
    async graph(world) {
      const assets = await Promise.all(
        (await sampleAssets(world)).map((a) => world.gqlData(FIELDS_AND_TAGS, { id: a.id })),
      );
      return { data: assets.map((a) => present(a.asset, 'a sample asset')) };
    },
    readRest: (_world, _args, _c, answer) =>
      fieldView(
        answer.body.filter((r) => r.type === 'custom_field_values').map((r) => r.attributes),
        answer.body.filter((r) => r.type === 'tags').map((r) => ({ auto: r.attributes.auto_generated })),
      ),
    readGraph: (_world, _args, _c, data) =>
      fieldView(
        data.flatMap((a) => a.customFields ?? []),
        data.flatMap((a) => (a.tags ?? []).map((t) => ({ auto: t.autoGenerated }))),
      ),
  }),
};

/** The graph's change kind of each event type (`asset.move` has none: the graph cannot express it). */
const GRAPH_EVENT: Record<string, string> = {
  'asset.create': 'CREATED',
  'asset.update': 'UPDATED',
  'asset.delete': 'DELETED',
};
const WEBHOOKS = graphql(`
  query AssetRuleWebhooks {
    assetWebhooks(first: 500) {
      edges {
        node {
          webhookId: backendId
          changeKind
          callbackUrl
        }
      }
    }
  }
`);
const CREATE_WEBHOOK = graphql(`
  mutation AssetRuleCreateWebhook($input: CreateAssetWebhookInput!) {
    createAssetWebhook(input: $input) {
      webhook {
        webhookId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);

/** A digital-asset webhook over REST (the vendor's `Webhook`: an id and its attributes). */
type DaWebhookBody = Omit<DaResource<{ event_type: string }>, 'type'>;

const webhookOps = {
  /**
   * POST /webhooks on the first library with args.eventType and args.callbackUrl (`{tag}` replaced
   * per row and side); the graph gets the event type as written when its enumeration lacks it.
   */
  'daWebhook.create': operation<{ eventType: string; callbackUrl: string }>()({
    prepare: async (world, args, side, row) => ({
      libraryId: (await sectionOf(world)).libraryId,
      callbackUrl: String(args.callbackUrl).replace('{tag}', `${row.id}-${side}`.toLowerCase()),
    }),
    rest: (world, args, c) =>
      world.da<{ data: DaWebhookBody }>('POST', '/webhooks', {
        data: {
          attributes: {
            event_type: args.eventType,
            resource_key: c.libraryId,
            resource_type: 'library',
            callback_url: c.callbackUrl,
          },
        },
      }),
    graph: (world, args, c) =>
      world.gqlAsWritten(CREATE_WEBHOOK, {
        input: {
          libraryId: c.libraryId,
          changeKind: GRAPH_EVENT[args.eventType] ?? args.eventType,
          callbackUrl: c.callbackUrl,
        },
      }),
    async readRest(world, _args, _c, answer) {
      const hook = (
        await world.ok(world.da<{ data: DaWebhookBody }>('GET', `/webhooks/${answer.body.data.id}`), 'webhook')
      ).data.attributes;
      // The service lists active subscriptions only.
      const listed = (await world.ok(world.da<{ data: DaWebhookBody[] }>('GET', '/webhooks'), 'webhooks')).data.some(
        (w) => w.id === answer.body.data.id,
      );
      return { eventType: hook.event_type, listed };
    },
    async readGraph(world, _args, _c, data) {
      const webhookId = present(present(data.createAssetWebhook, 'the payload').webhook, 'the new webhook').webhookId;
      const hooks = (present((await world.gqlData(WEBHOOKS)).assetWebhooks, 'the webhooks').edges ?? []).map((e) =>
        present(e?.node, 'a webhook'),
      );
      const hook = hooks.find((h) => h.webhookId === webhookId);
      return {
        eventType: Object.entries(GRAPH_EVENT).find(([, v]) => v === hook?.changeKind)?.[0] ?? null,
        listed: hook !== undefined,
      };
    },
  }),
  /** Creates an asset in a library subscribed to asset.create and asset.update, and reads the callbacks. */
  'daWebhook.delivery': operation()({
    async prepare(world, _args, side, row) {
      const section = await sectionOf(world);
      const path = `echo/da-${row.id}-${side}`.toLowerCase();
      for (const event_type of ['asset.create', 'asset.update']) {
        await world.ok(
          world.da('POST', '/webhooks', {
            data: {
              attributes: {
                event_type,
                resource_key: section.libraryId,
                resource_type: 'library',
                callback_url: `${receiver.url}/${path}`,
              },
            },
          }),
          'subscribe',
        );
      }
      return { section, path };
    },
    async rest(world, _args, c) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      return createAsset(world, c.section, request.object_url, 'Announced');
    },
    graph: (world, _args, c) => uploadAsset(world, { sectionId: c.section.sectionId, name: 'Announced' }),
    readRest: (_world, _args, c, answer) => delivered(c.path, present(answer.body.data[0], 'the new asset').id),
    readGraph: (_world, _args, c, data) =>
      delivered(c.path, present(present(data.uploadAsset, 'the upload').asset, 'the new asset').assetId),
  }),
};

/** The callbacks for one asset: event types, and the payload's shape (Document 3, Events, digital-asset webhooks, rule 4). */
async function delivered(path: string, assetId: string): Promise<Record<string, unknown>> {
  const forAsset = (type: string) =>
    receiver.waitFor(
      (c) =>
        c.path === `/${path}` &&
        c.body?.data?.attributes?.key === assetId &&
        c.body.data.attributes.event_type === type,
    );
  const callbacks = [await forAsset('asset.create'), await forAsset('asset.update')];
  const payloads = callbacks.map((c) => present(c.body?.data, 'a callback payload'));
  const attributes = payloads.map((p) => present(p.attributes, 'the payload attributes'));
  return {
    eventTypes: attributes.map((a) => a.event_type).sort(),
    webhookIdIsString: payloads.every((p) => typeof p.webhook_id === 'string'),
    attributes: [...new Set(attributes.flatMap((a) => Object.keys(a)))].sort(),
    eventTimeFormat: attributes.every(
      (a) => typeof a.event_time === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/.test(a.event_time),
    ),
  };
}

export const assetOps = { ...uploadOps, ...readOps, ...webhookOps };
