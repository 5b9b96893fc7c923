// A missing object is null in the graph, not an error: single reads and `_entities` return null.
import { UpstreamError } from '../errors.js';

/** Runs `fetch` and turns an upstream 404 into null. */
export async function nullIfNotFound<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
