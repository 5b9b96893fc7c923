// The digital-asset binary upload flow: request an upload URL, put the file into the storage bucket
// (simple below the resumable threshold, resumable in chunks above it), create assets that point
// at the object URL.
import type { RestClientOptions } from '../rest-client.js';
import { DigitalAssetClient } from './client.js';
import { toAsset } from './flatten.js';
import { StorageClient } from './storage-client.js';
import type { DaAsset, DaListEnvelope, DaNewAsset, DaUploadRequest } from './types.js';
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
    const body = await this.get<Partial<DaUploadRequest> & { data?: { attributes?: Partial<DaUploadRequest> } }>(DIGITAL_ASSET_UPLOAD_PATHS.uploadRequests);
    // Flat as the service answers it; a JSON:API-wrapped answer is accepted too.
    const flat = body.data?.attributes ?? body;
    return {
      upload_url: String(flat.upload_url ?? ''),
      resumable_upload_url: String(flat.resumable_upload_url ?? ''),
      service_type: String(flat.service_type ?? ''),
      object_url: String(flat.object_url ?? ''),
    };
  }

  /** The path a file of `size` bytes takes. */
  methodFor(size: number): UploadMethod {
    return size > this.settings.resumableThresholdBytes ? 'RESUMABLE' : 'SIMPLE';
  }

  /** Puts the file into the bucket through the upload request's URLs. */
  async uploadToBucket(request: DaUploadRequest, source: UploadSource): Promise<{ method: UploadMethod; chunks: number }> {
    const method = this.methodFor(source.size);
    if (method === 'SIMPLE') {
      await this.storage.putSimple(request.upload_url, source.open(), source.size, source.contentType);
      return { method, chunks: 1 };
    }
    const result = await this.storage.putResumable(request.resumable_upload_url, source.open(), source.size, source.contentType, this.settings.chunkBytes);
    return { method, chunks: result.chunks };
  }

  /** POST /libraries/{id}/assets: creates assets in section `sectionKey`; never retried. */
  async createAssets(libraryId: string, sectionKey: string, assets: DaNewAsset[]): Promise<DaAsset[]> {
    const body = await this.send<DaListEnvelope>('POST', DIGITAL_ASSET_UPLOAD_PATHS.libraryAssets(libraryId), undefined, {
      data: { attributes: assets },
      section_key: sectionKey,
    });
    const data = Array.isArray(body.data) ? body.data : [body.data];
    return data.map((r) => toAsset(r, body.included, sectionKey));
  }
}
