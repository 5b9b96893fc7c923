// Deterministic demo assets of the digital-asset emulator, each in one section and 0-2
// collections, with attachments, tags and custom fields (some naming records of other backends).
import type { DemoRandom } from '../../kit/random.js';
import { opaqueId } from '../ids.js';
import type {
  DaAsset,
  DaAttachment,
  DaCollection,
  DaCustomFieldValue,
  DaLibrary,
  DaSection,
  DaTag,
  DefaultAssetType,
} from '../model.js';

export interface DemoJoinTargets {
  /** Work-management rows, ids as strings. */
  sheetRows: readonly { sheetId: string; rowId: string }[];
  /** Resource-planning project ids, as strings. */
  projectIds: readonly string[];
}

export const ASSET_COUNT = 540;

interface FileKind {
  mimetype: string;
  extension: string;
  image: boolean;
}

const FILES_BY_TYPE: Record<DefaultAssetType, FileKind[]> = {
  GenericFile: [
    { mimetype: 'image/png', extension: 'png', image: true },
    { mimetype: 'image/jpeg', extension: 'jpg', image: true },
    { mimetype: 'image/svg+xml', extension: 'svg', image: true },
    { mimetype: 'application/pdf', extension: 'pdf', image: false },
  ],
  Color: [{ mimetype: 'image/png', extension: 'png', image: true }],
  Font: [
    { mimetype: 'font/otf', extension: 'otf', image: false },
    { mimetype: 'font/woff2', extension: 'woff2', image: false },
  ],
  ExternalMedium: [{ mimetype: 'video/mp4', extension: 'mp4', image: true }],
  Person: [{ mimetype: 'image/jpeg', extension: 'jpg', image: true }],
  Press: [
    { mimetype: 'application/pdf', extension: 'pdf', image: false },
    {
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
      image: false,
    },
  ],
  Text: [
    { mimetype: 'text/plain', extension: 'txt', image: false },
    { mimetype: 'application/pdf', extension: 'pdf', image: false },
  ],
};

const SUBJECTS = [
  'Primary',
  'Secondary',
  'Alternate',
  'Final',
  'Master',
  'Variant',
  'Print',
  'Web',
  'Social',
  'Large',
  'Compact',
  'Archive',
];
const TAG_WORDS = [
  'logo',
  'blue',
  'print',
  'web',
  'social',
  'outdoor',
  'team',
  'product',
  'event',
  'approved',
  'draft',
  'hero',
];
const USAGE_RIGHTS = ['Internal only', 'Partners', 'Public', 'Restricted'];
const AVAILABILITY = ['published', 'published', 'published', 'published', 'unpublished', 'expired'];

function isoTime(random: DemoRandom, start: string, days: number): string {
  return new Date(Date.parse(start) + Math.floor(random.float() * days * 86_400) * 1000).toISOString();
}

export function buildAssets(
  random: DemoRandom,
  libraries: DaLibrary[],
  sections: DaSection[],
  collections: DaCollection[],
  joinTargets: DemoJoinTargets,
): { assets: DaAsset[]; attachments: DaAttachment[]; tags: DaTag[]; customFieldValues: DaCustomFieldValue[] } {
  const assets: DaAsset[] = [];
  const attachments: DaAttachment[] = [];
  const tags: DaTag[] = [];
  const customFieldValues: DaCustomFieldValue[] = [];
  for (let i = 0; i < ASSET_COUNT; i++) {
    const library = libraries[i % libraries.length]!;
    const section = random.pick(sections.filter((s) => s.libraryId === library.id));
    const own = collections.filter((c) => c.libraryId === library.id);
    const collectionIds = own
      .filter(() => random.chance(0.3))
      .slice(0, 2)
      .map((c) => c.id);
    const id = opaqueId('asset', i);
    const name = `${section.attributes.name} ${random.pick(SUBJECTS)} ${String(i + 1).padStart(3, '0')}`;
    const createdAt = isoTime(random, '2023-03-01T00:00:00Z', 700);
    const updatedAt = isoTime(random, createdAt, 120);
    const base = `https://assets.example.com/${library.attributes.slug}/${id}`;

    const attachmentIds: string[] = [];
    const attachmentCount = random.int(1, 3);
    let firstFilename = '';
    for (let k = 0; k < attachmentCount; k++) {
      const kind = random.pick(FILES_BY_TYPE[section.attributes.default_asset_type]);
      const attachmentId = opaqueId('attachment', i * 10 + k);
      const filename = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}${k > 0 ? `-v${k + 1}` : ''}.${kind.extension}`;
      if (k === 0) firstFilename = filename;
      attachments.push({
        id: attachmentId,
        assetId: id,
        attributes: {
          mimetype: kind.mimetype,
          extension: kind.extension,
          filename,
          size: random.int(8_000, 25_000_000),
          // An image's pixel size; other files have none (the reference's width and height are integers, never null).
          ...(kind.image
            ? { width: random.pick([512, 1024, 1920, 3840]), height: random.pick([512, 768, 1080, 2160]) }
            : {}),
          url: `${base}/${attachmentId}/${filename}`,
          position: k,
          thumbnail_url: `${base}/${attachmentId}/thumbnail.png`,
        },
      });
      attachmentIds.push(attachmentId);
    }

    const tagIds: string[] = [];
    const tagWords = TAG_WORDS.filter(() => random.chance(0.17)).slice(0, 4);
    tagWords.forEach((word, k) => {
      const tagId = opaqueId('tag', i * 10 + k);
      const auto = random.chance(0.4);
      tags.push({
        id: tagId,
        assetId: id,
        attributes: { name: word, auto_generated: auto, source: auto ? 'google_vision' : null },
      });
      tagIds.push(tagId);
    });

    // Custom field ids derive from the asset and the key, so optional keys never shift other ids.
    const fields: [number, string, string][] = [[0, 'usage_rights', random.pick(USAGE_RIGHTS)]];
    if (random.chance(0.4)) fields.push([1, 'campaign', `CMP-${random.int(100, 999)}`]);
    const sheetRow =
      joinTargets.sheetRows.length > 0 && i % 3 === 0
        ? joinTargets.sheetRows[(i / 3) % joinTargets.sheetRows.length]
        : undefined;
    if (sheetRow) fields.push([2, 'sheet_id', sheetRow.sheetId], [3, 'row_id', sheetRow.rowId]);
    const projectId =
      joinTargets.projectIds.length > 0 && i % 4 === 1
        ? joinTargets.projectIds[((i - 1) / 4) % joinTargets.projectIds.length]
        : undefined;
    if (projectId !== undefined) fields.push([4, 'project_id', projectId]);
    const customFieldValueIds = fields.map(([slot, key, value]) => {
      const fieldId = opaqueId('custom_field_value', i * 10 + slot);
      customFieldValues.push({ id: fieldId, assetId: id, attributes: { key, value } });
      return fieldId;
    });

    assets.push({
      id,
      libraryId: library.id,
      sectionId: section.id,
      collectionIds,
      attributes: {
        name,
        description: random.chance(0.7) ? `${name} for ${library.attributes.name}` : '',
        thumbnail_url: `${base}/thumbnail.png`,
        approved: random.chance(0.85),
      },
      extraAttributes: {
        created_at: createdAt,
        updated_at: updatedAt,
        cdn_url: `https://cdn.assets.example.com/${library.attributes.slug}/${id}/original/${firstFilename}`,
        availability: random.pick(AVAILABILITY),
      },
      attachmentIds,
      tagIds,
      customFieldValueIds,
    });
  }
  return { assets, attachments, tags, customFieldValues };
}
