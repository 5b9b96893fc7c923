// The resource-planning base client: its `auth` header, error body and the request helpers every
// resource-planning datasource class uses; each answer is checked against the shape its caller
// relies on (./types.ts) before anyone reads it.
import { UpstreamError } from '../../errors.js';
import type { AnswerShape } from '../answer-shape.js';
import type { Credentials } from '../credentials.js';
import {
  RestClient,
  type HttpMethod,
  type ParsedErrorBody,
  type QueryValue,
  type RestClientOptions,
} from '../rest-client.js';

export abstract class ResourcePlanningClient extends RestClient {
  constructor(
    protected readonly credential: { token: string } | null,
    options: RestClientOptions,
  ) {
    super('resource-planning', options);
  }

  protected ownCredentials(): Partial<Credentials> {
    return { resourcePlanning: this.credential };
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

  /** Sends one authenticated request whose answer must have `shape`; fails before any call without a credential. */
  protected send<T>(
    method: HttpMethod,
    path: string,
    shape: AnswerShape<T>,
    request: { query?: Record<string, QueryValue>; body?: unknown } = {},
  ): Promise<T> {
    return this.request<T>({ method, path, query: request.query, body: request.body, shape: this.authorized(shape) });
  }

  /** A read whose answer must have `shape`. */
  protected get<T>(path: string, shape: AnswerShape<T>, query?: Record<string, QueryValue>): Promise<T> {
    return this.send('GET', path, shape, { query });
  }

  /** A DELETE: its answer (the reference shows none) is not read. */
  protected async remove(path: string): Promise<void> {
    this.authorized(null);
    await this.request<unknown>({ method: 'DELETE', path });
  }

  /** Refuses before any call when the request has no resource-planning credential. */
  private authorized<S>(shape: S): S {
    if (!this.credential)
      throw new UpstreamError(
        'resource-planning',
        401,
        'no resource-planning credential was given (send "X-Resource-Planning-Token")',
      );
    return shape;
  }
}
