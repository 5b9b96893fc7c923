// The uploadAsset mutation: checks the input and measures the file before any upstream call, then
// requests an upload URL, streams the file into the storage bucket (simple or resumable) and
// creates the asset pointing at the object URL.
import type { DaUploadResult } from '../../datasources/digital-asset/types.js';
import { UpstreamError } from '../../errors.js';
import { badUserInput } from '../../graphql-errors.js';
import { AssetType, type Resolvers } from '../../generated/resolvers-types.js';
import { readId } from '../../relay/global-id.js';
import { measureUpload } from '../file-uploads.js';
import { withMutationUserErrors } from '../user-errors.js';

/** Section types that take uploaded files (Document 3: a section determines which asset types it takes). */
export const FILE_SECTION_TYPES: readonly string[] = [
  AssetType.GenericFile,
  AssetType.Font,
  AssetType.ExternalMedium,
  AssetType.Person,
  AssetType.Press,
];

/** Longest asset name or file name the gateway passes on. */
export const MAX_NAME_LENGTH = 255;

/** A name given in the input: trimmed, non-empty, at most MAX_NAME_LENGTH characters. */
function optionalName(value: string | null | undefined, field: string): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') throw badUserInput(`"${field}" must not be blank`, field);
  if (trimmed.length > MAX_NAME_LENGTH)
    throw badUserInput(`"${field}" may be at most ${MAX_NAME_LENGTH} characters`, field);
  return trimmed;
}

export const uploadResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Mutation: {
    uploadAsset: async (_root, { input }, ctx) => {
      const sectionId = readId(input.sectionId, 'Section', 'input.sectionId');
      const name = optionalName(input.name, 'input.name');
      const filenameOverride = optionalName(input.filename, 'input.filename');
      if (filenameOverride?.includes('/'))
        throw badUserInput('"input.filename" must not contain "/"', 'input.filename');
      const measured = await measureUpload(input.file, { field: 'input.file' });
      if (measured.size === 0)
        throw badUserInput('the file is empty: an asset attachment needs at least one byte', 'input.file');
      const file = { ...measured, contentType: measured.contentType || 'application/octet-stream' };
      const filename = filenameOverride ?? file.filename;
      if (!filename) throw badUserInput('the file has no name: give "input.filename"', 'input.filename');
      // Reads only: the section, which names the library the asset is created in.
      const section = await ctx.loaders.digitalAsset.sectionById.load(sectionId);
      if (!section) throw badUserInput(`no section ${sectionId} in the digital-asset service`, 'input.sectionId');
      if (!section.libraryId) throw badUserInput(`section ${sectionId} names no library`, 'input.sectionId');
      if (section.default_asset_type && !FILE_SECTION_TYPES.includes(section.default_asset_type)) {
        throw badUserInput(
          `section ${sectionId} holds ${section.default_asset_type} assets, not files: upload to a section of type ${FILE_SECTION_TYPES.join(', ')}`,
          'input.sectionId',
        );
      }
      const uploads = ctx.api.digitalAssetUploads;
      const request = await uploads.requestUpload();
      const sent = await uploads.uploadToBucket(request, file);
      let created;
      try {
        created = await uploads.createAssets(section.libraryId, section.id, [
          {
            name: name ?? filename,
            ...(input.description != null ? { description: input.description } : {}),
            attachments: [{ url: request.object_url, filename }],
          },
        ]);
      } catch (error) {
        if (error instanceof UpstreamError) {
          throw new UpstreamError(
            error.backend,
            error.status,
            `${error.message} (the file was uploaded to ${request.object_url}, which is purged after 7 days unless an asset uses it)`,
            error.errorCode,
            error.refId,
            error.failure,
            error.retryAfterSeconds,
          );
        }
        throw error;
      }
      const asset = created[0];
      if (!asset) throw new UpstreamError('digital-asset', 200, 'the asset creation answered without an asset');
      // The creation answers the asset without its attachments (no `included`): not primed, so that
      // selecting them reads the asset once.
      const result: DaUploadResult = {
        asset,
        uploadMethod: sent.method,
        storageRequests: sent.chunks + (sent.method === 'RESUMABLE' ? 1 : 0),
        sizeInBytes: file.size,
        userErrors: [],
      };
      return result;
    },
  },
});
