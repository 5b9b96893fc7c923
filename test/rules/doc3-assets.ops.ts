// Operations of the digital-asset rows: the upload flow (upload request, bucket, asset), its
// validity and single-use limits, sections, custom fields and tags, and webhook subscriptions and
// their callbacks.
import { upstreamCalls } from '../helpers/stack.js';
import { receiver } from './callback-receiver.js';
import type { GraphAnswer } from './harness.js';
import type { Operation } from './ops.js';
import type { World } from './world.js';

const HOUR = 3_600_000;
const FILE = Buffer.from('%PDF-1.4 rule table\n');

/** The first library and its first section made for files (or of `type`). */
async function sectionOf(world: World, type = 'GenericFile'): Promise<{ libraryId: string; sectionId: string }> {
  return world.once(`section:${type}`, async () => {
    for (const library of await world.daAll('/libraries')) {
      const section = (await world.daAll(`/libraries/${library.id}/sections`)).find((s) => s.attributes.default_asset_type === type);
      if (section) return { libraryId: library.id as string, sectionId: section.id as string };
    }
    throw new Error(`no demo section of type ${type}`);
  });
}

const advanceClock = (world: World, ms: number): Promise<unknown> =>
  fetch(`${world.stack.emulators.digitalAsset.controlUrl}/config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceClockMs: ms }) });

/** Step 1 of the flow: an upload request. */
const uploadRequest = async (world: World): Promise<any> => world.ok(world.da('GET', '/upload_requests'), 'upload request');
/** Step 2: the file put into the bucket through the signed upload URL. */
const put = (world: World, url: string) => world.raw('PUT', url, FILE, { 'content-type': 'application/pdf' });
/** Step 2, resumable: a session started through the resumable upload URL. */
const startSession = (world: World, url: string) => world.raw('POST', url, undefined, { 'x-goog-resumable': 'start', 'x-upload-content-type': 'application/pdf' });
/** Step 3: an asset stating that its attachment is at the object URL. */
const createAsset = (world: World, section: { libraryId: string; sectionId: string }, objectUrl: string, name: string) =>
  world.da('POST', `/libraries/${section.libraryId}/assets`, { data: { attributes: [{ name, attachments: [{ url: objectUrl, filename: 'rule.pdf' }] }] }, section_key: section.sectionId });

/** The graph's one-mutation flow. */
async function uploadAsset(world: World, input: Record<string, unknown>): Promise<GraphAnswer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation U($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id assetId attachments { url } } } }', variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(FILE)], { type: 'application/pdf' }), 'rule.pdf');
  const response = await fetch(world.stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await response.json()) as GraphAnswer;
}

/** The graph side of a rule its types cannot express: an upload naming an object or upload URL, which UploadAssetInput has no field for. */
const inexpressible = (world: World, field: string): Promise<GraphAnswer> =>
  world.gql('mutation U($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { id } } }', { input: { sectionId: 'any', [field]: 'https://storage.example.com/x' } });

const uploadOps: Record<string, Operation> = {
  'upload.request': {
    rest: (world) => world.da('GET', '/upload_requests'),
    graph: async (world) => uploadAsset(world, { sectionId: (await sectionOf(world)).sectionId, name: 'Flow' }),
    readRest: async (_world, _args, _c, answer) => ({ fields: ['object_url', 'resumable_upload_url', 'service_type', 'upload_url'].filter((f) => typeof answer.body[f] === 'string' && answer.body[f] !== '') }),
    async readGraph(world) {
      const calls = (await upstreamCalls(world.stack.emulators.digitalAsset)).map((c) => `${c.method} ${c.template}`);
      return { flow: calls.filter((c) => /upload_requests|storage|assets$/.test(c) && !c.startsWith('GET storage')) };
    },
  },
  /** A second use of an upload request (args.url: upload, resumable) after the first simple upload. */
  'upload.secondUse': {
    async prepare(world) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'first upload');
      return { request };
    },
    rest: (world, args, c) => (args.url === 'resumable' ? startSession(world, c.request.resumable_upload_url) : put(world, c.request.upload_url)),
    graph: (world) => inexpressible(world, 'uploadUrl'),
  },
  /** An upload URL used past its validity (args.url: upload, resumable; args.hours after issue). */
  'upload.late': {
    async prepare(world, args) {
      const request = await uploadRequest(world);
      await advanceClock(world, args.hours * HOUR);
      return { request };
    },
    rest: (world, args, c) => (args.url === 'resumable' ? startSession(world, c.request.resumable_upload_url) : put(world, c.request.upload_url)),
    graph: (world) => inexpressible(world, 'uploadUrl'),
  },
  /** An object URL given to a second asset. */
  'upload.objectTwice': {
    async prepare(world, _args, side, row) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      await world.ok(createAsset(world, await sectionOf(world), request.object_url, `First ${row.id} ${side}`), 'first asset');
      return { objectUrl: request.object_url };
    },
    rest: async (world, _args, c) => createAsset(world, await sectionOf(world), c.objectUrl, 'Second'),
    graph: (world) => inexpressible(world, 'objectUrl'),
  },
  /** An uploaded object left without an asset for args.days days, then named by an asset. */
  'upload.purged': {
    async prepare(world, args) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      await advanceClock(world, args.days * 24 * HOUR);
      return { objectUrl: request.object_url };
    },
    rest: async (world, _args, c) => createAsset(world, await sectionOf(world), c.objectUrl, 'Late'),
    graph: (world) => inexpressible(world, 'objectUrl'),
  },
  /** A whole upload into a section of a default asset type (args.type). */
  'asset.intoSection': {
    prepare: async (world, args) => ({ section: await sectionOf(world, args.type) }),
    async rest(world, _args, c) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      return createAsset(world, c.section, request.object_url, 'Into section');
    },
    graph: (world, _args, c) => uploadAsset(world, { sectionId: c.section.sectionId, name: 'Into section' }),
    readRest: async (_world, _args, _c, answer) => ({ attachments: answer.body.data[0].relationships.attachments.data.length }),
    readGraph: async (world, _args, _c, answer) => ({ attachments: (await world.gqlData('query A($id: ID!) { asset(id: $id) { attachments { id } } }', { id: answer.data.uploadAsset.asset.id })).asset.attachments.length }),
  },
};

const SAMPLE = 30;
const sampleAssets = (world: World): Promise<any[]> => world.once('asset-sample', async () => (await world.daAll(`/libraries/${(await sectionOf(world)).libraryId}/assets?include=custom_fields,tags`)).slice(0, SAMPLE));

/** What the custom fields and tags of the sample assets show. */
const fieldView = (fields: Array<{ key: unknown; value: unknown }>, tags: Array<{ auto: unknown }>) => ({
  customFields: fields.length > 0,
  allStrings: fields.every((f) => typeof f.key === 'string' && typeof f.value === 'string'),
  tags: tags.length > 0,
  autoGeneratedIsBoolean: tags.every((t) => typeof t.auto === 'boolean'),
});

const readOps: Record<string, Operation> = {
  'asset.fieldsAndTags': {
    async rest(world) {
      const page = await world.ok(world.da('GET', `/libraries/${(await sectionOf(world)).libraryId}/assets?include=custom_fields,tags&per=${SAMPLE}`), 'assets');
      return { status: 200, body: page.included };
    },
    async graph(world) {
      const assets = await Promise.all((await sampleAssets(world)).map((a) => world.gqlData('query A($id: ID!) { asset(id: $id) { customFields { key value } tags { autoGenerated } } }', { id: a.id })));
      return { data: assets.map((a) => a.asset) };
    },
    readRest: async (_world, _args, _c, answer) =>
      fieldView(answer.body.filter((r: any) => r.type === 'custom_field_values').map((r: any) => r.attributes), answer.body.filter((r: any) => r.type === 'tags').map((r: any) => ({ auto: r.attributes.auto_generated }))),
    readGraph: async (_world, _args, _c, answer) => fieldView(answer.data.flatMap((a: any) => a.customFields), answer.data.flatMap((a: any) => a.tags.map((t: any) => ({ auto: t.autoGenerated })))),
  },
};

const GRAPH_EVENT: Record<string, string> = { 'asset.create': 'ASSET_CREATE', 'asset.update': 'ASSET_UPDATE', 'asset.delete': 'ASSET_DELETE', 'asset.move': 'ASSET_MOVE' };
const WEBHOOKS = '{ assetWebhooks(first: 500) { edges { node { webhookId eventType active callbackUrl } } } }';

const webhookOps: Record<string, Operation> = {
  /** POST /webhooks on the first library with args.eventType and args.callbackUrl (`{tag}` replaced per row and side). */
  'daWebhook.create': {
    prepare: async (world, args, side, row) => ({ libraryId: (await sectionOf(world)).libraryId, callbackUrl: String(args.callbackUrl).replace('{tag}', `${row.id}-${side}`.toLowerCase()) }),
    rest: (world, args, c) => world.da('POST', '/webhooks', { data: { attributes: { event_type: args.eventType, resource_key: c.libraryId, resource_type: 'library', callback_url: c.callbackUrl } } }),
    graph: (world, args, c) => world.gql('mutation C($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId } } }', { input: { libraryId: c.libraryId, eventType: GRAPH_EVENT[args.eventType] ?? args.eventType, callbackUrl: c.callbackUrl } }),
    async readRest(world, _args, _c, answer) {
      const hook = (await world.ok(world.da('GET', `/webhooks/${answer.body.data.id}`), 'webhook')).data.attributes;
      return { eventType: hook.event_type, active: hook.active };
    },
    async readGraph(world, _args, _c, answer) {
      const hook = (await world.gqlData(WEBHOOKS)).assetWebhooks.edges.map((e: any) => e.node).find((h: any) => h.webhookId === answer.data.createAssetWebhook.webhook.webhookId);
      return { eventType: Object.entries(GRAPH_EVENT).find(([, v]) => v === hook.eventType)?.[0] ?? null, active: hook.active };
    },
  },
  /** Creates an asset in a library subscribed to asset.create and asset.update, and reads the callbacks. */
  'daWebhook.delivery': {
    async prepare(world, _args, side, row) {
      const section = await sectionOf(world);
      const path = `echo/da-${row.id}-${side}`.toLowerCase();
      for (const event_type of ['asset.create', 'asset.update']) {
        await world.ok(world.da('POST', '/webhooks', { data: { attributes: { event_type, resource_key: section.libraryId, resource_type: 'library', callback_url: `${receiver.url}/${path}` } } }), 'subscribe');
      }
      return { section, path };
    },
    async rest(world, _args, c) {
      const request = await uploadRequest(world);
      await world.ok(put(world, request.upload_url), 'upload');
      return createAsset(world, c.section, request.object_url, 'Announced');
    },
    graph: (world, _args, c) => uploadAsset(world, { sectionId: c.section.sectionId, name: 'Announced' }),
    readRest: (_world, _args, c, answer) => delivered(c.path, answer.body.data[0].id),
    readGraph: (_world, _args, c, answer) => delivered(c.path, answer.data.uploadAsset.asset.assetId),
  },
};

/** The callbacks for one asset: event types, and the payload's shape (Document 3, Events, digital-asset webhooks, rule 4). */
async function delivered(path: string, assetId: string): Promise<Record<string, unknown>> {
  const forAsset = (type: string) => receiver.waitFor((c) => c.path === `/${path}` && c.body?.data?.attributes?.key === assetId && c.body.data.attributes.event_type === type);
  const callbacks = [await forAsset('asset.create'), await forAsset('asset.update')];
  const payloads = callbacks.map((c) => c.body.data);
  return {
    eventTypes: payloads.map((p) => p.attributes.event_type).sort(),
    webhookIdIsString: payloads.every((p) => typeof p.webhook_id === 'string'),
    attributes: [...new Set(payloads.flatMap((p) => Object.keys(p.attributes)))].sort(),
    eventTimeFormat: payloads.every((p) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/.test(p.attributes.event_time)),
  };
}

export const assetOps: Record<string, Operation> = { ...uploadOps, ...readOps, ...webhookOps };
