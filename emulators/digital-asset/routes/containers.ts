// Container routes of the digital-asset API: organizations, libraries, sections and collections,
// and the asset lists below libraries, sections and collections; each key sees only its libraries.
import type { Route } from '../../kit/http-emulator.js';
import { listParam, pagedBody, withIncluded } from '../envelope.js';
import type { DaLibrary } from '../model.js';
import { assetList } from './assets.js';
import {
  collectionResource,
  libraryIncluded,
  libraryResource,
  organizationResource,
  sectionResource,
} from '../render/serialize.js';
import type { DigitalAssetStore } from '../store/store.js';
import { visibleTo } from '../store/visibility.js';

function libraryList(store: DigitalAssetStore, libraries: DaLibrary[], query: URLSearchParams) {
  const include = listParam(query, 'include', ['organization']);
  return { body: pagedBody(libraries, query, libraryResource, (page) => libraryIncluded(store, page, include)) };
}

export function containerRoutes(store: DigitalAssetStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/organizations',
      handler: (req) => {
        const visible = visibleTo(store, req.token);
        return {
          body: pagedBody(
            store.data.organizations.filter((o) => store.librariesOf(o.id).some((l) => visible.sees(l.id))),
            req.query,
            organizationResource,
          ),
        };
      },
    },
    {
      method: 'GET',
      template: '/organizations/{organization_id}',
      handler: (req) => ({
        body: { data: organizationResource(visibleTo(store, req.token).organization(req.params.organization_id)) },
      }),
    },
    {
      method: 'GET',
      template: '/libraries',
      handler: (req) => libraryList(store, store.visibleLibraries(req.token), req.query),
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}',
      handler: (req) => {
        const library = visibleTo(store, req.token).library(req.params.library_id);
        const include = listParam(req.query, 'include', ['organization']);
        return { body: withIncluded({ data: libraryResource(library) }, libraryIncluded(store, [library], include)) };
      },
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}/sections',
      handler: (req) => {
        const library = visibleTo(store, req.token).library(req.params.library_id);
        return { body: pagedBody(store.sectionsOf(library.id), req.query, sectionResource) };
      },
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}/collections',
      handler: (req) => {
        const library = visibleTo(store, req.token).library(req.params.library_id);
        return { body: pagedBody(store.collectionsOf(library.id), req.query, collectionResource) };
      },
    },
    {
      method: 'GET',
      template: '/libraries/{library_id}/assets',
      handler: (req) =>
        assetList(
          store,
          store.assetsInLibrary(visibleTo(store, req.token).library(req.params.library_id).id),
          req.query,
        ),
    },
    {
      method: 'GET',
      template: '/sections/{section_id}',
      handler: (req) => ({
        body: { data: sectionResource(visibleTo(store, req.token).section(req.params.section_id)) },
      }),
    },
    {
      method: 'GET',
      template: '/sections/{section_id}/assets',
      handler: (req) =>
        assetList(
          store,
          store.assetsInSection(visibleTo(store, req.token).section(req.params.section_id).id),
          req.query,
        ),
    },
    {
      method: 'GET',
      template: '/collections/{collection_id}',
      handler: (req) => ({
        body: { data: collectionResource(visibleTo(store, req.token).collection(req.params.collection_id)) },
      }),
    },
    {
      method: 'GET',
      template: '/collections/{collection_id}/assets',
      handler: (req) =>
        assetList(
          store,
          store.assetsInCollection(visibleTo(store, req.token).collection(req.params.collection_id).id),
          req.query,
        ),
    },
  ];
}
