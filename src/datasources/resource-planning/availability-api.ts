// Resource-planning availabilities: time blocks on a person that deviate from the normal work week.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpAvailability, type RpList } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const AVAILABILITY_PATHS = {
  availabilities: (userId: number) => restPath`/users/${userId}/availabilities`,
  availability: (userId: number, id: number) => restPath`/users/${userId}/availabilities/${id}`,
} as const;

/** Writable properties: dates and hours per weekday (day0 = Sunday). */
export type AvailabilityChanges = Partial<
  Pick<RpAvailability, 'starts_at' | 'ends_at' | 'day0' | 'day1' | 'day2' | 'day3' | 'day4' | 'day5' | 'day6'>
>;

export class ResourcePlanningAvailabilityApi extends ResourcePlanningClient {
  /** GET /users/{id}/availabilities. */
  listAvailabilities(userId: number, page: number, perPage: number): Promise<RpList<RpAvailability>> {
    return this.get(AVAILABILITY_PATHS.availabilities(userId), RP_SHAPES.availability.page, {
      page,
      per_page: perPage,
    });
  }

  /** GET /users/{id}/availabilities/{availability id}. */
  getAvailability(userId: number, id: number): Promise<RpAvailability> {
    return this.get(AVAILABILITY_PATHS.availability(userId, id), RP_SHAPES.availability.one);
  }

  /** POST /users/{id}/availabilities. */
  createAvailability(userId: number, block: AvailabilityChanges): Promise<RpAvailability> {
    return this.send('POST', AVAILABILITY_PATHS.availabilities(userId), RP_SHAPES.availability.one, { body: block });
  }

  /** PUT /users/{id}/availabilities/{availability id}. */
  updateAvailability(userId: number, id: number, changes: AvailabilityChanges): Promise<RpAvailability> {
    return this.send('PUT', AVAILABILITY_PATHS.availability(userId, id), RP_SHAPES.availability.one, { body: changes });
  }

  /** DELETE /users/{id}/availabilities/{availability id}. */
  deleteAvailability(userId: number, id: number): Promise<void> {
    return this.remove(AVAILABILITY_PATHS.availability(userId, id));
  }
}
