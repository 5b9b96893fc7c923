// Deterministic demo data of the digital-asset emulator: two organizations, their libraries,
// sections and collections (this file), and the assets generated in data/assets.ts.
import { DemoRandom } from '../../kit/random.js';
import { buildAssets, type DemoJoinTargets } from './assets.js';
import { opaqueId } from '../ids.js';
import type {
  DaCollection,
  DaCustomFieldKey,
  DaDataset,
  DaLibrary,
  DaOrganization,
  DaSection,
  DefaultAssetType,
} from '../model.js';

export type { DemoJoinTargets } from './assets.js';

/**
 * Records of the other backends that some assets point at through the custom fields
 * `sheet_id` + `row_id` (a work-management row) and `project_id` (a resource-planning project).
 * Empty until wired: then those keys are simply omitted.
 */
export const DEMO_JOIN_TARGETS: DemoJoinTargets = { sheetRows: [], projectIds: [] };

export interface DigitalAssetDataOptions {
  /** Join targets for the custom fields; defaults to DEMO_JOIN_TARGETS. */
  joinTargets?: Partial<DemoJoinTargets>;
}

interface LibraryPlan {
  org: number;
  name: string;
  privacy: DaLibrary['attributes']['privacy'];
  sections: [string, DefaultAssetType][];
  collections: string[];
}

const ORGANIZATIONS = [
  { name: 'Northwind Creative', tagline: 'Design that travels', slug: 'northwind-creative' },
  { name: 'Harbor Health', tagline: 'Care close to home', slug: 'harbor-health' },
];

const LIBRARIES: LibraryPlan[] = [
  {
    org: 0,
    name: 'Northwind Brand',
    privacy: 'private',
    sections: [
      ['Logos', 'GenericFile'],
      ['Colors', 'Color'],
      ['Fonts', 'Font'],
      ['Videos', 'ExternalMedium'],
    ],
    collections: ['Partner Kit', 'Trade Show 2025', 'Social Templates'],
  },
  {
    org: 0,
    name: 'Campaigns 2025',
    privacy: 'private',
    sections: [
      ['Key Visuals', 'GenericFile'],
      ['Copy Decks', 'Text'],
      ['Press Releases', 'Press'],
    ],
    collections: ['Spring Launch', 'Holiday'],
  },
  {
    org: 0,
    name: 'Product Photography',
    privacy: 'public',
    sections: [
      ['Studio Shots', 'GenericFile'],
      ['Team Portraits', 'Person'],
    ],
    collections: ['Website Picks'],
  },
  {
    org: 1,
    name: 'Harbor Brand Center',
    privacy: 'private',
    sections: [
      ['Logos', 'GenericFile'],
      ['Brand Colors', 'Color'],
      ['Typography', 'Font'],
    ],
    collections: ['Clinic Signage', 'Recruiting'],
  },
  {
    org: 1,
    name: 'Clinical Marketing',
    privacy: 'stealth',
    sections: [
      ['Brochures', 'Press'],
      ['Patient Stories', 'Person'],
    ],
    collections: ['Wellness Month', 'Workspace: Q3 Review'],
  },
];

/** The custom field keys every library has: the demo's descriptive keys and the join keys. */
export const CUSTOM_FIELD_KEY_NAMES = ['usage_rights', 'campaign', 'sheet_id', 'row_id', 'project_id'] as const;

/** The custom field keys of the library numbered `l` (ids derive from `l`, so they never shift others). */
export function libraryCustomFieldKeys(libraryId: string, l: number): DaCustomFieldKey[] {
  return CUSTOM_FIELD_KEY_NAMES.map((name, k) => ({
    id: opaqueId('custom_field_key', l * 10 + k),
    libraryId,
    attributes: { name, allowed_values: [], position: k, prioritized: false, required: false, restricted: false },
  }));
}

export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Builds the whole demo dataset; the same options always give the same data. */
export function buildDigitalAssetData(options: DigitalAssetDataOptions = {}): DaDataset {
  const random = new DemoRandom(30_303);
  const organizations: DaOrganization[] = ORGANIZATIONS.map((attributes, i) => ({
    id: opaqueId('organization', i),
    attributes,
  }));
  const libraries: DaLibrary[] = [];
  const sections: DaSection[] = [];
  const collections: DaCollection[] = [];
  LIBRARIES.forEach((plan, l) => {
    const organization = organizations[plan.org]!;
    const library: DaLibrary = {
      id: opaqueId('library', l),
      organizationId: organization.id,
      attributes: {
        name: plan.name,
        privacy: plan.privacy,
        slug: slugify(plan.name),
        tagline: `${plan.name} assets of ${organization.attributes.name}`,
      },
    };
    libraries.push(library);
    plan.sections.forEach(([name, type], s) => {
      sections.push({
        id: opaqueId('section', l * 10 + s),
        libraryId: library.id,
        attributes: { name, default_asset_type: type, position: s },
      });
    });
    plan.collections.forEach((name, c) => {
      const isWorkspace = name.startsWith('Workspace');
      collections.push({
        id: opaqueId('collection', l * 10 + c),
        libraryId: library.id,
        attributes: {
          name,
          tagline: random.chance(0.5) ? `Curated: ${name}` : '',
          slug: slugify(name),
          public: !isWorkspace && random.chance(0.5),
          stealth: random.chance(0.2),
          is_workspace: isWorkspace,
        },
      });
    });
  });
  const joinTargets: DemoJoinTargets = {
    sheetRows: options.joinTargets?.sheetRows ?? DEMO_JOIN_TARGETS.sheetRows,
    projectIds: options.joinTargets?.projectIds ?? DEMO_JOIN_TARGETS.projectIds,
  };
  const { assets, attachments, tags, customFieldValues } = buildAssets(
    new DemoRandom(30_304),
    libraries,
    sections,
    collections,
    joinTargets,
  );
  const customFieldKeys = libraries.flatMap((library, l) => libraryCustomFieldKeys(library.id, l));
  return {
    organizations,
    libraries,
    sections,
    collections,
    assets,
    attachments,
    tags,
    customFieldValues,
    customFieldKeys,
  };
}
