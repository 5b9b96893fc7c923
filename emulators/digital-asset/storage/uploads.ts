// The emulated storage bucket's state: upload requests (signed, 24-hour, single-use URLs), the
// objects uploaded through them (kept as temporary files), purging after 7 days, and the clock.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const URL_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Non-final chunks of a resumable upload are multiples of this (as in the common object stores). */
export const CHUNK_GRANULARITY = 256 * 1024;
export const SERVICE_TYPE = 'google_cloud_storage';

/** One upload request: the signed URLs it handed out and, once uploaded, its object. */
export interface UploadRecord {
  key: string;
  issuedAt: number;
  expiresAt: number;
  /** Set when upload_url or resumable_upload_url was used (either one; the request is single-use). */
  usedAt: number | null;
  /** Resumable session: bytes persisted so far and the total, when the client stated it. */
  session: { id: string; received: number; total: number | null; contentType: string } | null;
  object: { path: string; size: number; contentType: string; uploadedAt: number } | null;
  /** The asset created from this object (an object URL serves one asset only). */
  assetId: string | null;
  purged: boolean;
}

export class UploadStore {
  private readonly secret = randomBytes(16).toString('hex');
  private readonly dir = mkdtempSync(join(tmpdir(), 'workgraph-da-bucket-'));
  private readonly records = new Map<string, UploadRecord>();
  private readonly sessions = new Map<string, UploadRecord>();
  private clockOffsetMs = 0;
  /** Root URL of the storage server (`http://127.0.0.1:<port>`), set once it listens. */
  storageRoot = '';

  /** The emulator's clock: real time plus what `advanceClockMs` added. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  advanceClock(ms: number): void {
    this.clockOffsetMs += ms;
    this.purge();
  }

  sign(method: string, key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`).digest('hex').slice(0, 32);
  }

  /** Issues a fresh upload request and its URLs. */
  issue(): { upload_url: string; resumable_upload_url: string; service_type: string; object_url: string } {
    this.purge();
    const key = randomBytes(12).toString('hex');
    const issuedAt = this.now();
    const expiresAt = issuedAt + URL_VALIDITY_MS;
    this.records.set(key, {
      key,
      issuedAt,
      expiresAt,
      usedAt: null,
      session: null,
      object: null,
      assetId: null,
      purged: false,
    });
    const signed = (kind: string, method: string) =>
      `${this.storageRoot}/${kind}/${key}?expires=${expiresAt}&signature=${this.sign(method, key, expiresAt)}`;
    return {
      upload_url: signed('upload', 'PUT'),
      resumable_upload_url: signed('resumable', 'POST'),
      service_type: SERVICE_TYPE,
      object_url: this.objectUrl(key),
    };
  }

  objectUrl(key: string): string {
    return `${this.storageRoot}/objects/${key}`;
  }

  /** The record an object URL of this bucket names, or null for any other URL. */
  recordForObjectUrl(url: string): UploadRecord | null | undefined {
    const prefix = `${this.storageRoot}/objects/`;
    if (!url.startsWith(prefix)) return null;
    this.purge();
    return this.records.get(url.slice(prefix.length));
  }

  get(key: string): UploadRecord | undefined {
    this.purge();
    return this.records.get(key);
  }

  /** A new temporary file path for an object. */
  objectPath(key: string): string {
    return join(this.dir, key);
  }

  openSession(record: UploadRecord, total: number | null, contentType: string): string {
    const id = randomBytes(12).toString('hex');
    record.session = { id, received: 0, total, contentType };
    this.sessions.set(id, record);
    return id;
  }

  session(id: string): UploadRecord | undefined {
    this.purge();
    return this.sessions.get(id);
  }

  /** Deletes objects that were never turned into an asset within the retention period. */
  purge(): void {
    const now = this.now();
    for (const record of this.records.values()) {
      if (
        record.object &&
        record.assetId === null &&
        !record.purged &&
        now - record.object.uploadedAt >= RETENTION_MS
      ) {
        try {
          unlinkSync(record.object.path);
        } catch {
          // already gone
        }
        record.object = null;
        record.purged = true;
      }
    }
  }

  /** Removes every stored object (when the emulator stops). */
  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
