// The digital-asset answers the datasources rely on, written from the vendor's OpenAPI description
// (test/fixtures/da-openapi.json), as checks compiled once: a wrong shape is an UPSTREAM_ERROR on the
// field that asked, never a TypeError deeper in. Their static types are the datasource's types.
import Type, { type Static, type TSchema } from 'typebox';
import { answerShape } from '../answer-shape.js';

/** An attribute the graph may do without: absent or null when the service has none, else of its type. */
const optional = <S extends TSchema>(schema: S) => Type.Optional(Type.Union([schema, Type.Null()]));

const Identifier = Type.Object({ id: Type.String(), type: Type.String() });

/** JSON:API relationships: how a record names its section, library, collections and side-loaded records. */
const Relationships = Type.Record(
  Type.String(),
  Type.Object({ data: Type.Union([Identifier, Type.Array(Identifier), Type.Null()]) }),
);

/** A resource object with these attributes (its JSON type is the service's). */
function resource<A extends TSchema>(attributes: A) {
  return Type.Object({
    id: Type.String(),
    type: Type.String(),
    attributes,
    relationships: Type.Optional(Relationships),
  });
}

/** A side-loaded resource of one JSON type. */
function sideLoaded<T extends string, A extends TSchema>(type: T, attributes: A) {
  return Type.Object({
    id: Type.String(),
    type: Type.Literal(type),
    attributes,
    relationships: Type.Optional(Relationships),
  });
}

export const OrganizationAttributes = Type.Object({
  name: Type.String(),
  tagline: optional(Type.String()),
  slug: optional(Type.String()),
});
export const LibraryAttributes = Type.Object({
  name: Type.String(),
  privacy: optional(Type.String()),
  slug: optional(Type.String()),
  tagline: optional(Type.String()),
});
export const SectionAttributes = Type.Object({
  name: Type.String(),
  default_asset_type: optional(Type.String()),
  position: optional(Type.Integer()),
});
export const CollectionAttributes = Type.Object({
  name: Type.String(),
  tagline: optional(Type.String()),
  slug: optional(Type.String()),
  public: optional(Type.Boolean()),
  stealth: optional(Type.Boolean()),
  is_workspace: optional(Type.Boolean()),
});
/** An asset's attributes, with those `fields=created_at,updated_at,cdn_url,availability` adds. */
export const AssetAttributes = Type.Object({
  name: Type.String(),
  description: optional(Type.String()),
  thumbnail_url: optional(Type.String()),
  approved: optional(Type.Boolean()),
  created_at: optional(Type.String()),
  updated_at: optional(Type.String()),
  cdn_url: optional(Type.String()),
  availability: optional(Type.String()),
});
export const AttachmentAttributes = Type.Object({
  mimetype: optional(Type.String()),
  extension: optional(Type.String()),
  filename: optional(Type.String()),
  size: optional(Type.Integer({ minimum: 0 })),
  width: optional(Type.Integer({ minimum: 0 })),
  height: optional(Type.Integer({ minimum: 0 })),
  url: optional(Type.String()),
  position: optional(Type.Integer({ minimum: 0 })),
  thumbnail_url: optional(Type.String()),
});
export const TagAttributes = Type.Object({
  name: Type.String(),
  auto_generated: optional(Type.Boolean()),
  source: optional(Type.String()),
});
/** Keys and values are always strings (Document 3). */
export const CustomFieldValueAttributes = Type.Object({ key: Type.String(), value: Type.String() });
export const CustomFieldKeyAttributes = Type.Object({ name: Type.String() });
export const WebhookAttributes = Type.Object({
  event_type: Type.String(),
  resource_key: Type.String(),
  resource_type: Type.String(),
  callback_url: Type.String(),
});

export const Meta = Type.Object({
  current_page: Type.Integer(),
  next_page: Type.Union([Type.Integer(), Type.Null()]),
  prev_page: Type.Union([Type.Integer(), Type.Null()]),
  total_pages: Type.Integer(),
  total_count: Type.Integer({ minimum: 0 }),
});

const Organization = resource(OrganizationAttributes);
const Library = resource(LibraryAttributes);
const Section = resource(SectionAttributes);
const Collection = resource(CollectionAttributes);
const Asset = resource(AssetAttributes);
const Attachment = resource(AttachmentAttributes);
const CustomFieldValue = resource(CustomFieldValueAttributes);
const CustomFieldKey = resource(CustomFieldKeyAttributes);
/** The reference's `Webhook`: an id and its attributes. */
const Webhook = Type.Object({ id: Type.String(), attributes: WebhookAttributes });

/** What `include=organization` side-loads with libraries. */
const LibraryIncluded = Type.Array(sideLoaded('organizations', OrganizationAttributes));
/** What `include=attachments,tags,custom_fields` side-loads with assets. */
const AssetIncluded = Type.Array(
  Type.Union([
    sideLoaded('attachments', AttachmentAttributes),
    sideLoaded('tags', TagAttributes),
    sideLoaded('custom_field_values', CustomFieldValueAttributes),
  ]),
);

/** A page of a list: `data`, its side-loaded records, and `meta`. */
const page = <D extends TSchema, I extends TSchema>(data: D, included: I) =>
  Type.Object({ data: Type.Array(data), included: Type.Optional(included), meta: Meta });
/** One resource and its side-loaded records. */
const single = <D extends TSchema, I extends TSchema>(data: D, included: I) =>
  Type.Object({ data, included: Type.Optional(included) });
const Nothing = Type.Array(Type.Never());

export const OrganizationPageShape = answerShape('a page of organizations', page(Organization, Nothing));
export const OrganizationShape = answerShape('an organization', single(Organization, Nothing));
export const LibraryPageShape = answerShape('a page of libraries', page(Library, LibraryIncluded));
export const LibraryShape = answerShape('a library', single(Library, LibraryIncluded));
export const SectionPageShape = answerShape('a page of sections', page(Section, Nothing));
export const SectionShape = answerShape('a section', single(Section, Nothing));
export const CollectionPageShape = answerShape('a page of collections', page(Collection, Nothing));
export const CollectionShape = answerShape('a collection', single(Collection, Nothing));
export const AssetPageShape = answerShape('a page of assets', page(Asset, AssetIncluded));
export const AssetShape = answerShape('an asset', single(Asset, AssetIncluded));
export const AttachmentShape = answerShape('an attachment', single(Attachment, Nothing));
/** The asset creation's answer: the new assets (its `meta` is not relied on). */
export const CreatedAssetsShape = answerShape('the created assets', Type.Object({ data: Type.Array(Asset) }));
export const CustomFieldKeyPageShape = answerShape('a page of custom field keys', page(CustomFieldKey, Nothing));
/** Creating and changing custom field values both answer a list of values. */
export const CustomFieldValuesShape = answerShape(
  'a list of custom field values',
  Type.Object({ data: Type.Array(CustomFieldValue) }),
);
export const WebhookShape = answerShape('a webhook subscription', Type.Object({ data: Webhook }));
export const WebhookListShape = answerShape('the webhook subscriptions', Type.Object({ data: Type.Array(Webhook) }));
/** The upload request, flat (the reference's answer; `service_type` as Document 3 names it). */
export const UploadRequestShape = answerShape(
  'an upload request',
  Type.Object({
    upload_url: Type.String(),
    resumable_upload_url: Type.String(),
    object_url: Type.String(),
    service_type: optional(Type.String()),
  }),
);
/** A resumable session start's body: the session URL in `location`, when the bucket puts it there. */
export const SessionStartShape = answerShape(
  'a resumable session start',
  Type.Object({ location: Type.Optional(Type.String()) }),
);
/** An answer nothing is read from but its being JSON (deletions answer `{}`). */
export const EmptyShape = answerShape('an object', Type.Object({}));

export type DaOrganizationResource = Static<typeof Organization>;
export type DaLibraryResource = Static<typeof Library>;
export type DaSectionResource = Static<typeof Section>;
export type DaCollectionResource = Static<typeof Collection>;
export type DaAssetResource = Static<typeof Asset>;
export type DaAttachmentResource = Static<typeof Attachment>;
export type DaWebhookResource = Static<typeof Webhook>;
export type DaLibraryIncluded = Static<typeof LibraryIncluded>;
export type DaAssetIncluded = Static<typeof AssetIncluded>;
