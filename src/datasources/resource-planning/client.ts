// The resource-planning base client: its `auth` header, error body and the request helpers every
// resource-planning datasource class uses.
import { UpstreamError } from '../../errors.js';
import { RestClient, type HttpMethod, type ParsedErrorBody, type QueryValue, type RestClientOptions } from '../rest-client.js';

export abstract class ResourcePlanningClient extends RestClient {
  constructor(
    protected readonly credential: { token: string } | null,
    options: RestClientOptions,
  ) {
    super('resource-planning', options);
  }

  protected authHeaders(): Record<string, string> {
    return this.credential ? { auth: this.credential.token } : {};
  }

  protected parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const message =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `HTTP ${status}`;
    return { message, errorCode: null, refId: null };
  }

  /** Sends one authenticated request; fails before any call without a credential. */
  protected send<T>(method: HttpMethod, path: string, query?: Record<string, QueryValue>, body?: unknown): Promise<T> {
    if (!this.credential) {
      throw new UpstreamError('resource-planning', 401, 'no resource-planning credential was given (send "X-Resource-Planning-Token")');
    }
    return this.request<T>({ method, path, query, body });
  }

  protected get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.send<T>('GET', path, query);
  }
}
