// The work-management base client: its auth header, error body, retry policy and the request
// helpers every work-management datasource class uses.
import { UpstreamError } from '../../errors.js';
import type { AnswerShape } from '../answer-shape.js';
import type { Credentials, WorkManagementCredential } from '../credentials.js';
import {
  RestClient,
  type HttpMethod,
  type ParsedErrorBody,
  type QueryValue,
  type RestClientOptions,
} from '../rest-client.js';
import type { WmErrorBody } from './types.js';

/** Error codes the service documents as transient (4005, API version retired, is not). */
const RETRYABLE_ERROR_CODES = new Set([4000, 4001, 4002, 4003, 4004]);

export abstract class WorkManagementClient extends RestClient {
  constructor(
    protected readonly credential: WorkManagementCredential | null,
    options: RestClientOptions,
  ) {
    super('work-management', options);
  }

  protected ownCredentials(): Partial<Credentials> {
    return { workManagement: this.credential };
  }

  protected authHeaders(): Record<string, string> {
    if (!this.credential) return {};
    const headers: Record<string, string> = { authorization: `Bearer ${this.credential.token}` };
    if (this.credential.assumeUser) headers['assume-user'] = encodeURIComponent(this.credential.assumeUser);
    return headers;
  }

  protected parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const b = (typeof body === 'object' && body !== null ? body : {}) as WmErrorBody;
    return {
      message: b.message ?? (typeof body === 'string' && body ? body : `HTTP ${status}`),
      errorCode: typeof b.errorCode === 'number' ? b.errorCode : null,
      refId: typeof b.refId === 'string' ? b.refId : null,
    };
  }

  protected override isRetryable(idempotent: boolean, status: number, errorCode: number | null): boolean {
    if (!idempotent) return false;
    if (errorCode !== null) return RETRYABLE_ERROR_CODES.has(errorCode);
    return super.isRetryable(idempotent, status, errorCode);
  }

  /** Fails before any call when the caller has no credential for this backend. */
  protected ensureCredential(): void {
    if (!this.credential) {
      throw new UpstreamError(
        'work-management',
        401,
        'no work-management credential was given (send "Authorization: Bearer <token>")',
        1001,
      );
    }
  }

  /**
   * Sends one authenticated request whose answer must have `shape`; `idempotent` marks a read sent
   * as POST as safe to retry.
   */
  protected send<T>(
    shape: AnswerShape<T>,
    method: HttpMethod,
    path: string,
    query?: Record<string, QueryValue>,
    body?: unknown,
    idempotent?: boolean,
  ): Promise<T> {
    this.ensureCredential();
    return this.request<T>({ method, path, query, body, idempotent, shape });
  }

  protected get<T>(shape: AnswerShape<T>, path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.send<T>(shape, 'GET', path, query);
  }
}
