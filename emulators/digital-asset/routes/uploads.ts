// The binary upload flow of the digital-asset API: `GET /upload_requests` (signed URLs into the
// emulated bucket) and `POST /libraries/{library_id}/assets` (assets whose attachments point at
// uploaded objects or at other URLs). A whole batch is checked before anything is written.
import type { Route } from '../../kit/http-emulator.js';
import { badRequest } from '../errors.js';
import { opaqueId } from '../ids.js';
import type { DaAsset, DaAttachment, DefaultAssetType } from '../model.js';
import { assetResource } from '../render/serialize.js';
import type { DigitalAssetStore } from '../store/store.js';
import type { UploadRecord } from '../storage/uploads.js';
import { visibleTo } from '../store/visibility.js';

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  mp4: 'video/mp4',
  otf: 'font/otf',
  woff2: 'font/woff2',
  bin: 'application/octet-stream',
};

/**
 * A section determines which asset types can be uploaded in it (Document 3): file assets go to
 * sections made for files; Color and Text sections hold colors and text, not uploaded files.
 */
export const FILE_SECTION_TYPES: readonly DefaultAssetType[] = [
  'GenericFile',
  'Font',
  'ExternalMedium',
  'Person',
  'Press',
];

interface PlannedAttachment {
  url: string;
  filename: string;
  record: UploadRecord | null;
}

interface PlannedAsset {
  name: string;
  description: string;
  attachments: PlannedAttachment[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks one attachment of the request; bucket objects must exist, be uploaded, unpurged and unused. */
function planAttachment(store: DigitalAssetStore, raw: unknown, where: string, seen: Set<string>): PlannedAttachment {
  if (!isObject(raw) || typeof raw.url !== 'string' || raw.url === '') throw badRequest(`${where}.url is required`);
  let parsed: URL;
  try {
    parsed = new URL(raw.url);
  } catch {
    throw badRequest(`${where}.url is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw badRequest(`${where}.url must be an http(s) URL`);
  if (seen.has(raw.url))
    throw badRequest(`${where}.url appears twice: an object URL serves one attachment of one asset`);
  seen.add(raw.url);
  const record = store.uploads.recordForObjectUrl(raw.url);
  if (record === undefined) throw badRequest(`${where}.url names no object of this bucket`);
  if (record) {
    if (record.purged)
      throw badRequest(
        `${where}.url: the object was purged, it was not turned into an asset within 7 days of its upload`,
      );
    if (!record.object) throw badRequest(`${where}.url: nothing was uploaded to this object URL yet`);
    if (record.assetId !== null)
      throw badRequest(
        `${where}.url was already used for asset ${record.assetId}: an object URL serves one asset only`,
      );
  }
  if (raw.filename !== undefined && (typeof raw.filename !== 'string' || raw.filename.trim() === ''))
    throw badRequest(`${where}.filename must be a non-empty string`);
  const filename = raw.filename ?? decodeURIComponent(parsed.pathname.split('/').pop() || 'file');
  return { url: raw.url, filename, record };
}

function planAssets(store: DigitalAssetStore, body: unknown): PlannedAsset[] {
  const list = isObject(body) && isObject(body.data) ? body.data.attributes : undefined;
  if (!Array.isArray(list) || list.length === 0)
    throw badRequest(
      'Send {"data":{"attributes":[{name, description, attachments}]},"section_key":"..."} with at least one asset',
    );
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const where = `data.attributes[${i}]`;
    if (!isObject(raw)) throw badRequest(`${where} must be an object`);
    if (typeof raw.name !== 'string' || raw.name.trim() === '') throw badRequest(`${where}.name is required`);
    if (raw.description !== undefined && raw.description !== null && typeof raw.description !== 'string')
      throw badRequest(`${where}.description must be a string`);
    const attachments = raw.attachments ?? [];
    if (!Array.isArray(attachments)) throw badRequest(`${where}.attachments must be an array`);
    return {
      name: raw.name,
      description: (raw.description as string | undefined) ?? '',
      attachments: attachments.map((a, k) => planAttachment(store, a, `${where}.attachments[${k}]`, seen)),
    };
  });
}

export function uploadRoutes(store: DigitalAssetStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/upload_requests',
      handler: () => ({ body: store.uploads.issue() }),
    },
    {
      method: 'POST',
      template: '/libraries/{library_id}/assets',
      handler: (req) => {
        const library = visibleTo(store, req.token).library(req.params.library_id);
        const sectionKey = isObject(req.body) ? req.body.section_key : undefined;
        if (typeof sectionKey !== 'string' || sectionKey === '')
          throw badRequest('section_key is required: the section the assets go to');
        const section = visibleTo(store, req.token).section(sectionKey);
        if (section.libraryId !== library.id)
          throw badRequest(`section_key ${sectionKey} is a section of another library`);
        if (!FILE_SECTION_TYPES.includes(section.attributes.default_asset_type)) {
          throw badRequest(
            `section ${sectionKey} holds ${section.attributes.default_asset_type} assets, which are not files: create file assets in a section of type ${FILE_SECTION_TYPES.join(', ')}`,
          );
        }
        const planned = planAssets(store, req.body);
        const now = new Date(store.uploads.now()).toISOString();
        const created: DaAsset[] = [];
        for (const plan of planned) {
          const id = opaqueId('created-asset', store.created.assets++);
          const base = `https://assets.example.com/${library.attributes.slug}/${id}`;
          const attachments: DaAttachment[] = plan.attachments.map((a, k) => {
            const extension = (/\.([a-z0-9]+)$/i.exec(a.filename)?.[1] ?? '').toLowerCase();
            const attachmentId = opaqueId('created-attachment', store.created.attachments++);
            if (a.record) a.record.assetId = id;
            return {
              id: attachmentId,
              assetId: id,
              attributes: {
                mimetype: a.record?.object?.contentType ?? MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
                extension,
                filename: a.filename,
                size: a.record?.object?.size ?? 0,
                url: a.url,
                position: k,
                thumbnail_url: `${base}/${attachmentId}/thumbnail.png`,
              },
            };
          });
          const asset: DaAsset = {
            id,
            libraryId: library.id,
            sectionId: section.id,
            collectionIds: [],
            attributes: {
              name: plan.name,
              description: plan.description,
              thumbnail_url: `${base}/thumbnail.png`,
              approved: false,
            },
            extraAttributes: {
              created_at: now,
              updated_at: now,
              cdn_url: `https://cdn.assets.example.com/${library.attributes.slug}/${id}/original/${attachments[0]?.attributes.filename ?? ''}`,
              availability: 'unpublished',
            },
            attachmentIds: attachments.map((a) => a.id),
            tagIds: [],
            customFieldValueIds: [],
          };
          store.addAsset(asset, attachments);
          // Document 3: creation raises asset.create, and asset.update once the asset is ready for use.
          store.webhookDelivery.assetEvent('asset.create', id, library.id, library.organizationId);
          store.webhookDelivery.assetEvent('asset.update', id, library.id, library.organizationId);
          created.push(asset);
        }
        // The reference: 200 with the new assets and the list's pagination `meta` (one page holding them all).
        return {
          status: 200,
          body: {
            data: created.map((a) => assetResource(a, new Set())),
            meta: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: created.length },
          },
        };
      },
    },
  ];
}
