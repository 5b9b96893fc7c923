// The work-management error bodies `{errorCode, message, refId}` and the codes this emulator
// answers with (see backends.md 1.2), thrown as the kit's EmulatorHttpError.
import { EmulatorHttpError } from '../kit/http-emulator.js';
import { DemoRandom } from '../kit/random.js';
import { randomKey } from './ids.js';

export interface WmErrorBody {
  errorCode: number;
  message: string;
  refId: string;
}

const REF_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Makes error bodies with random-looking (but per-instance deterministic) refIds. */
export class WmErrors {
  private readonly random = new DemoRandom(4242);

  body(errorCode: number, message: string): WmErrorBody {
    return { errorCode, message, refId: randomKey(this.random, 12, REF_ALPHABET) };
  }

  error(status: number, errorCode: number, message: string): EmulatorHttpError {
    return new EmulatorHttpError(status, this.body(errorCode, message));
  }

  notFound(): EmulatorHttpError {
    return this.error(404, 1006, 'Not Found');
  }

  userNotFound(): EmulatorHttpError {
    return this.error(404, 1020, 'User not found.');
  }

  forbidden(): EmulatorHttpError {
    return this.error(403, 1004, 'You are not authorized to perform this action.');
  }

  /** 1018: a query parameter (or request field) has an invalid value. */
  badParam(name: string, value: string): EmulatorHttpError {
    return this.error(400, 1018, `The value '${value}' was not valid for the parameter '${name}'.`);
  }

  /** 1009: a required parameter is missing. */
  missingParam(name: string): EmulatorHttpError {
    return this.error(400, 1009, `A required parameter is missing from your request: ${name}.`);
  }
}
