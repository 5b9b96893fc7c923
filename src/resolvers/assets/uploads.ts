// The uploadAsset mutation: checks the input and measures the file before any upstream call, then
// requests an upload URL, streams the file into the storage bucket (simple or resumable) and
// creates the asset pointing at the object URL.
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { DaUploadResult } from '../../datasources/digital-asset/types.js';
import type { UploadSource } from '../../datasources/digital-asset/uploads-api.js';
import { UpstreamError, badUserInput } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { keyFromIdArgument } from '../../relay/global-id.js';

/** Section types that take uploaded files (Document 3: a section determines which asset types it takes). */
export const FILE_SECTION_TYPES: readonly string[] = ['GenericFile', 'Font', 'ExternalMedium', 'Person', 'Press'];

/** Longest asset name or file name the gateway passes on. */
export const MAX_NAME_LENGTH = 255;

/** Counts the file's bytes from graphql-upload's temporary file, one chunk at a time. */
async function measure(upload: Promise<FileUpload> | FileUpload): Promise<UploadSource & { filename: string }> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw badUserInput(`the file could not be read: ${(error as Error).message}`, 'input.file');
  }
  let size = 0;
  const stream = file.createReadStream();
  try {
    for await (const chunk of stream) size += (chunk as Buffer).length;
  } catch (error) {
    throw badUserInput(`the file could not be read: ${(error as Error).message}`, 'input.file');
  } finally {
    stream.destroy();
  }
  if (size === 0) throw badUserInput('the file is empty: an asset attachment needs at least one byte', 'input.file');
  return { filename: file.filename, size, contentType: file.mimetype || 'application/octet-stream', open: () => file.createReadStream() };
}

/** A name given in the input: trimmed, non-empty, at most MAX_NAME_LENGTH characters. */
function optionalName(value: string | null | undefined, field: string): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') throw badUserInput(`"${field}" must not be blank`, field);
  if (trimmed.length > MAX_NAME_LENGTH) throw badUserInput(`"${field}" may be at most ${MAX_NAME_LENGTH} characters`, field);
  return trimmed;
}

export const uploadResolvers: Resolvers = {
  Mutation: {
    uploadAsset: async (_root, { input }, ctx) => {
      let sectionId: string;
      try {
        sectionId = keyFromIdArgument(input.sectionId, 'Section')[0] as string;
      } catch {
        throw badUserInput(`"${input.sectionId.slice(0, 40)}" is not the id of a Section`, 'input.sectionId');
      }
      const name = optionalName(input.name, 'input.name');
      const filenameOverride = optionalName(input.filename, 'input.filename');
      if (filenameOverride?.includes('/')) throw badUserInput('"input.filename" must not contain "/"', 'input.filename');
      const file = await measure(input.file);
      const filename = filenameOverride ?? file.filename;
      if (!filename) throw badUserInput('the file has no name: give "input.filename"', 'input.filename');
      // Reads only: the section, which names the library the asset is created in.
      const section = await ctx.loaders.digitalAsset.sectionById.load(sectionId);
      if (!section) throw badUserInput(`no section ${sectionId} in the digital-asset service`, 'input.sectionId');
      if (!section.libraryId) throw badUserInput(`section ${sectionId} names no library`, 'input.sectionId');
      if (section.default_asset_type && !FILE_SECTION_TYPES.includes(section.default_asset_type)) {
        throw badUserInput(`section ${sectionId} holds ${section.default_asset_type} assets, not files: upload to a section of type ${FILE_SECTION_TYPES.join(', ')}`, 'input.sectionId');
      }
      const uploads = ctx.api.digitalAssetUploads;
      const request = await uploads.requestUpload();
      const sent = await uploads.uploadToBucket(request, file);
      let created;
      try {
        created = await uploads.createAssets(section.libraryId, section.id, [
          { name: name ?? filename, ...(input.description != null ? { description: input.description } : {}), attachments: [{ url: request.object_url, filename }] },
        ]);
      } catch (error) {
        if (error instanceof UpstreamError) {
          throw new UpstreamError(error.backend, error.status, `${error.message} (the file was uploaded to ${request.object_url}, which is purged after 7 days unless an asset uses it)`, error.errorCode, error.refId, error.failure, error.retryAfterSeconds);
        }
        throw error;
      }
      const asset = created[0];
      if (!asset) throw new UpstreamError('digital-asset', 200, 'the asset creation answered without an asset');
      ctx.loaders.digitalAsset.assetById.prime(asset.id, asset);
      const result: DaUploadResult = { asset, uploadMethod: sent.method, storageRequests: sent.chunks + (sent.method === 'RESUMABLE' ? 1 : 0), size: file.size };
      return result;
    },
  },
};
