// What the control endpoint adds beyond the demo data: libraries (the API has no way to create one),
// each with one file section and the usual custom field keys, so that a large catalog can then be
// filled through the API; and API keys that see all libraries or only some.
import { libraryCustomFieldKeys, slugify } from './data.js';
import { opaqueId } from '../ids.js';
import type { DaLibrary } from '../model.js';
import type { DigitalAssetStore } from '../store/store.js';

/** Numbers of seeded libraries start here, so that their ids never meet the demo's. */
const FIRST_SEEDED = 1000;

/** Adds `count` libraries ("Catalog 1", ...) to the first organization; returns them. */
export function seedLibraries(store: DigitalAssetStore, count: number): DaLibrary[] {
  const organization = store.data.organizations[0]!;
  const added: DaLibrary[] = [];
  for (let i = 0; i < count; i++) {
    const n = FIRST_SEEDED + store.created.libraries++;
    const name = `Catalog ${n - FIRST_SEEDED + 1}`;
    const library: DaLibrary = {
      id: opaqueId('library', n),
      organizationId: organization.id,
      attributes: {
        name,
        privacy: 'private',
        slug: slugify(name),
        tagline: `${name} of ${organization.attributes.name}`,
      },
    };
    const section = {
      id: opaqueId('section', n * 10),
      libraryId: library.id,
      attributes: { name: 'Files', default_asset_type: 'GenericFile' as const, position: 0 },
    };
    store.addLibrary(library, [section], libraryCustomFieldKeys(library.id, n));
    added.push(library);
  }
  return added;
}

/** `{"<key>": "all" | ["<library id>", ...]}`: adds (or replaces) API keys and what each sees. */
export function setApiKeys(store: DigitalAssetStore, keys: unknown): void {
  if (typeof keys !== 'object' || keys === null) throw new Error('apiKeys must be an object');
  for (const [key, scope] of Object.entries(keys as Record<string, unknown>)) {
    if (scope === 'all') store.keys.set(key, 'all');
    else if (Array.isArray(scope) && scope.every((id) => typeof id === 'string')) store.keys.set(key, new Set(scope));
    else throw new Error(`apiKeys.${key} must be "all" or a list of library ids`);
  }
}
