// The smallest RestClient a unit test needs: one backend, fixed auth headers, plain error bodies,
// and its protected request/exchange made public as read/raw.
import type { Credentials } from '../../src/datasources/credentials.js';
import type { BackendName } from '../../src/errors.js';
import {
  RestClient,
  type ParsedErrorBody,
  type RawAnswer,
  type RestClientOptions,
  type RestRequest,
} from '../../src/datasources/rest-client.js';

export class TinyClient extends RestClient {
  constructor(
    backend: BackendName,
    options: RestClientOptions,
    private readonly headers: Record<string, string>,
  ) {
    super(backend, options);
  }
  /** One caller's credential: every tiny client shares the pacing windows of its backend. */
  protected ownCredentials(): Partial<Credentials> {
    return {};
  }
  protected authHeaders(): Record<string, string> {
    return this.headers;
  }
  protected parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `HTTP ${status}`;
    return { message, errorCode: null, refId: null };
  }
  read<T>(req: RestRequest<T>): Promise<T> {
    return this.request<T>(req);
  }
  raw(req: RestRequest): Promise<RawAnswer> {
    return this.exchange(req);
  }
}
