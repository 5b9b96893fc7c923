// Container routes of the digital-asset API: organizations, libraries, sections and collections,
// and the asset lists below libraries, sections and collections.
import type { Route } from '../kit/http-emulator.js';
import { listParam, pageOf, withIncluded } from './envelope.js';
import type { DaLibrary } from './model.js';
import { assetList, mustFind } from './routes-assets.js';
import { collectionResource, libraryIncluded, libraryResource, organizationResource, sectionResource } from './serialize.js';
import type { DigitalAssetStore } from './store.js';

function libraryList(store: DigitalAssetStore, libraries: DaLibrary[], query: URLSearchParams) {
  const include = listParam(query, 'include', ['organization']);
  const page = pageOf(libraries, query);
  return { body: withIncluded({ data: page.data.map(libraryResource), meta: page.meta }, libraryIncluded(store, page.data, include)) };
}

export function containerRoutes(store: DigitalAssetStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/organizations',
      handler: (req) => {
        const page = pageOf(store.data.organizations, req.query);
        return { body: { data: page.data.map(organizationResource), meta: page.meta } };
      },
    },
    {
      method: 'GET',
      template: '/organizations/{organization_id}',
      handler: (req) => ({ body: { data: organizationResource(mustFind(store.organizations, req.params.organization_id, 'Organization')) } }),
    },
    {
      method: 'GET',
      template: '/organizations/{organization_id}/libraries',
      handler: (req) => {
        const org = mustFind(store.organizations, req.params.organization_id, 'Organization');
        return libraryList(store, store.librariesOf(org.id), req.query);
      },
    },
    {
      method: 'GET',
      template: '/libraries',
      handler: (req) => libraryList(store, store.data.libraries, req.query),
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}',
      handler: (req) => {
        const library = mustFind(store.libraries, req.params.library_id, 'Library');
        const include = listParam(req.query, 'include', ['organization']);
        return { body: withIncluded({ data: libraryResource(library) }, libraryIncluded(store, [library], include)) };
      },
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}/sections',
      handler: (req) => {
        const library = mustFind(store.libraries, req.params.library_id, 'Library');
        const page = pageOf(store.sectionsOf(library.id), req.query);
        return { body: { data: page.data.map(sectionResource), meta: page.meta } };
      },
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}/collections',
      handler: (req) => {
        const library = mustFind(store.libraries, req.params.library_id, 'Library');
        const page = pageOf(store.collectionsOf(library.id), req.query);
        return { body: { data: page.data.map(collectionResource), meta: page.meta } };
      },
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}/assets',
      handler: (req) => assetList(store, store.assetsInLibrary(mustFind(store.libraries, req.params.library_id, 'Library').id), req.query),
    },
    {
      method: 'GET',
      template: '/sections/{section_id}',
      handler: (req) => ({ body: { data: sectionResource(mustFind(store.sections, req.params.section_id, 'Section')) } }),
    },
    {
      method: 'GET',
      template: '/sections/{section_id}/assets',
      handler: (req) => assetList(store, store.assetsInSection(mustFind(store.sections, req.params.section_id, 'Section').id), req.query),
    },
    {
      method: 'GET',
      template: '/collections/{collection_id}',
      handler: (req) => ({ body: { data: collectionResource(mustFind(store.collections, req.params.collection_id, 'Collection')) } }),
    },
    {
      method: 'GET',
      template: '/collections/{collection_id}/assets',
      handler: (req) => assetList(store, store.assetsInCollection(mustFind(store.collections, req.params.collection_id, 'Collection').id), req.query),
    },
  ];
}
