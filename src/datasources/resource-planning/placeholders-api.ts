// Resource-planning placeholder resources: temporary roles on projects (`/placeholder_resources`).
import { ResourcePlanningClient } from './client.js';
import type { RpList } from './types.js';
import { restPath } from '../path.js';

/** A placeholder resource as the service returns it. */
export interface RpPlaceholder {
  id: number;
  title: string;
  role?: string | null;
  discipline?: string | null;
  location?: string | null;
  thumbnail?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** Writable properties (`title` is required on create). */
export type PlaceholderChanges = Partial<Pick<RpPlaceholder, 'title' | 'role' | 'discipline' | 'location'>>;

/** Backend paths, in one table so that a deployment could map them. */
export const PLACEHOLDER_PATHS = {
  placeholders: '/placeholder_resources',
  placeholder: (id: number) => restPath`/placeholder_resources/${id}`,
} as const;

export class ResourcePlanningPlaceholdersApi extends ResourcePlanningClient {
  /** GET /placeholder_resources. */
  listPlaceholders(page: number, perPage: number): Promise<RpList<RpPlaceholder>> {
    return this.get(PLACEHOLDER_PATHS.placeholders, { page, per_page: perPage });
  }

  /** GET /placeholder_resources/{id}. */
  getPlaceholder(id: number): Promise<RpPlaceholder> {
    return this.get(PLACEHOLDER_PATHS.placeholder(id));
  }

  /** POST /placeholder_resources. */
  createPlaceholder(changes: PlaceholderChanges & { title: string }): Promise<RpPlaceholder> {
    return this.send('POST', PLACEHOLDER_PATHS.placeholders, undefined, changes);
  }

  /** PUT /placeholder_resources/{id}. */
  updatePlaceholder(id: number, changes: PlaceholderChanges): Promise<RpPlaceholder> {
    return this.send('PUT', PLACEHOLDER_PATHS.placeholder(id), undefined, changes);
  }

  /** DELETE /placeholder_resources/{id}. */
  async deletePlaceholder(id: number): Promise<void> {
    await this.send('DELETE', PLACEHOLDER_PATHS.placeholder(id));
  }
}
