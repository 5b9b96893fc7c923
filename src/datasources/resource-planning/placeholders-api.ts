// Resource-planning placeholder resources: temporary roles on projects (`/placeholder_resources`).
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpList, type RpPlaceholder } from './types.js';
import { restPath } from '../path.js';

/** Writable properties (`title` is required on create). */
export type PlaceholderChanges = Partial<{
  title: string;
  role: string | null;
  discipline: string | null;
  location: string | null;
}>;

/** Backend paths, in one table so that a deployment could map them. */
export const PLACEHOLDER_PATHS = {
  placeholders: '/placeholder_resources',
  placeholder: (id: number) => restPath`/placeholder_resources/${id}`,
} as const;

export class ResourcePlanningPlaceholdersApi extends ResourcePlanningClient {
  /** GET /placeholder_resources. */
  listPlaceholders(page: number, perPage: number): Promise<RpList<RpPlaceholder>> {
    return this.get(PLACEHOLDER_PATHS.placeholders, RP_SHAPES.placeholder.page, { page, per_page: perPage });
  }

  /** GET /placeholder_resources/{id}. */
  getPlaceholder(id: number): Promise<RpPlaceholder> {
    return this.get(PLACEHOLDER_PATHS.placeholder(id), RP_SHAPES.placeholder.one);
  }

  /** POST /placeholder_resources. */
  createPlaceholder(changes: PlaceholderChanges & { title: string }): Promise<RpPlaceholder> {
    return this.send('POST', PLACEHOLDER_PATHS.placeholders, RP_SHAPES.placeholder.one, { body: changes });
  }

  /** PUT /placeholder_resources/{id}. */
  updatePlaceholder(id: number, changes: PlaceholderChanges): Promise<RpPlaceholder> {
    return this.send('PUT', PLACEHOLDER_PATHS.placeholder(id), RP_SHAPES.placeholder.one, { body: changes });
  }

  /** DELETE /placeholder_resources/{id}. */
  deletePlaceholder(id: number): Promise<void> {
    return this.remove(PLACEHOLDER_PATHS.placeholder(id));
  }
}
