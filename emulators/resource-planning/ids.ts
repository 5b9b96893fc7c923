// Path ids of the resource-planning API and the records they name: anything but a positive integer,
// or an id no record has, is 404 "<what> <id> not found".
import { notFound } from './errors.js';
import type { RpProject, RpUser } from './model.js';
import type { ResourcePlanningStore } from './store/store.js';

/** Parses a path id; anything but a positive integer is an unknown record (404). */
export function pathId(raw: string | undefined, what: string): number {
  const text = raw ?? '';
  if (!/^\d+$/.test(text)) throw notFound(what, text);
  return Number(text);
}

/**
 * The record a path id names, found by `lookup`; a record that fails `belongs` (another project's,
 * another person's) is not found either.
 */
export function findByPathId<T>(
  raw: string | undefined,
  what: string,
  lookup: (id: number) => T | undefined,
  belongs: (record: T) => boolean = () => true,
): T {
  const id = pathId(raw, what);
  const found = lookup(id);
  if (found === undefined || !belongs(found)) throw notFound(what, String(id));
  return found;
}

/** A project or a phase by path id. */
export const findProject = (store: ResourcePlanningStore, raw: string | undefined): RpProject =>
  findByPathId(raw, 'Project', (id) => store.project(id));

/** A person by path id. */
export const findUser = (store: ResourcePlanningStore, raw: string | undefined): RpUser =>
  findByPathId(raw, 'User', (id) => store.user(id));
