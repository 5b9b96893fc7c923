// What a datasource call that must fail failed with: the UpstreamError it rejected with.
import { UpstreamError } from '../../src/errors.js';

/** The UpstreamError `promise` rejects with; any other outcome fails the test. */
export async function upstreamFailureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}
