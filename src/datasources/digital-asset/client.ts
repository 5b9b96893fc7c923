// The digital-asset base client: its bearer header, error body and the request helpers every
// digital-asset datasource class uses.
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

export abstract class DigitalAssetClient extends RestClient {
  constructor(
    protected readonly credential: { token: string } | null,
    options: RestClientOptions,
  ) {
    super('digital-asset', options);
  }

  protected ownCredentials(): Partial<Credentials> {
    return { digitalAsset: this.credential };
  }

  /**
   * The key, and the content type every request states (Document 3, Authentication: "bearer key in
   * header `Authorization: Bearer <API_KEY>` together with `Content-Type: application/json`").
   */
  protected authHeaders(): Record<string, string> {
    return this.credential
      ? { authorization: `Bearer ${this.credential.token}`, 'content-type': 'application/json' }
      : {};
  }

  /** The reference's "Generic error payload" is a JSON string: the message. */
  protected parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const message = typeof body === 'string' && body.trim() !== '' ? body : `HTTP ${status}`;
    return { message, errorCode: null, refId: null };
  }

  /**
   * Sends one authenticated request and answers its body, checked against the shape the caller relies
   * on (an answer without it is an UPSTREAM_ERROR); fails before any call without a credential.
   */
  protected send<T>(
    method: HttpMethod,
    path: string,
    shape: AnswerShape<T>,
    query?: Record<string, QueryValue>,
    body?: unknown,
  ): Promise<T> {
    if (!this.credential) {
      throw new UpstreamError(
        'digital-asset',
        401,
        'no digital-asset credential was given (send "X-Digital-Asset-Token")',
      );
    }
    return this.request<T>({ method, path, query, body, shape });
  }

  protected get<T>(path: string, shape: AnswerShape<T>, query?: Record<string, QueryValue>): Promise<T> {
    return this.send<T>('GET', path, shape, query);
  }
}
