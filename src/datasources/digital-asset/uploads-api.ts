// The digital-asset binary upload flow: request an upload URL, put the file into the storage bucket
// (simple below the resumable threshold, resumable in chunks above it), create assets that point
// at the object URL.
import type { RestClientOptions } from '../rest-client.js';
import { DigitalAssetClient } from './client.js';
import { toAsset } from './flatten.js';
import { StorageClient } from './storage-client.js';
import { CreatedAssetsShape, UploadRequestShape } from './shapes.js';
import type { DaAsset, DaNewAsset, DaUploadRequest } from './types.js';
import { restPath } from '../path.js';
import type { UploadSource } from '../upload-source.js';

export const DIGITAL_ASSET_UPLOAD_PATHS = {
  uploadRequests: '/upload_requests',
  libraryAssets: (id: string) => restPath`/libraries/${id}/assets`,
} as const;

export interface UploadSettings {
  /** Files larger than this many bytes take the resumable path. */
  resumableThresholdBytes: number;
  /** Size of one resumable chunk (a multiple of 256 KiB). */
  chunkBytes: number;
}

export type UploadMethod = 'SIMPLE' | 'RESUMABLE';

export class DigitalAssetUploadsApi extends DigitalAssetClient {
  private readonly storage: StorageClient;

  constructor(
    credential: { token: string } | null,
    options: RestClientOptions,
    readonly settings: UploadSettings,
  ) {
    super(credential, options);
    this.storage = new StorageClient(credential, options);
  }

  /** GET /upload_requests: signed upload URLs (valid 24 hours, usable once) and the object URL. */
  async requestUpload(): Promise<DaUploadRequest> {
    return this.get(DIGITAL_ASSET_UPLOAD_PATHS.uploadRequests, UploadRequestShape);
  }

  /** The path a file of `size` bytes takes. */
  methodFor(size: number): UploadMethod {
    return size > this.settings.resumableThresholdBytes ? 'RESUMABLE' : 'SIMPLE';
  }

  /** Puts the file into the bucket through the upload request's URLs. */
  async uploadToBucket(
    request: DaUploadRequest,
    source: UploadSource,
  ): Promise<{ method: UploadMethod; chunks: number }> {
    const method = this.methodFor(source.size);
    if (method === 'SIMPLE') {
      await this.storage.putSimple(request.upload_url, source.open(), source.size, source.contentType);
      return { method, chunks: 1 };
    }
    const result = await this.storage.putResumable(
      request.resumable_upload_url,
      source.open(),
      source.size,
      source.contentType,
      this.settings.chunkBytes,
    );
    return { method, chunks: result.chunks };
  }

  /** POST /libraries/{id}/assets: creates assets in section `sectionKey`; never retried. The answer has no attachments (no `included`). */
  async createAssets(libraryId: string, sectionKey: string, assets: DaNewAsset[]): Promise<DaAsset[]> {
    const body = await this.send(
      'POST',
      DIGITAL_ASSET_UPLOAD_PATHS.libraryAssets(libraryId),
      CreatedAssetsShape,
      undefined,
      {
        data: { attributes: assets },
        section_key: sectionKey,
      },
    );
    return body.data.map((r) => toAsset(r, undefined, sectionKey));
  }
}
