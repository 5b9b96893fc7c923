// The project or phase a resource-planning write names, read (through the request's loader) before
// anything is sent, so that a missing one is refused as the field's NOT_FOUND.
import type { GatewayContext } from '../../context.js';
import type { RpProject } from '../../datasources/resource-planning/types.js';
import { notFound } from '../../graphql-errors.js';

/** Reads a project or phase before a write; unknown is a NOT_FOUND user error naming the field. */
export async function requireProjectRecord(ctx: GatewayContext, id: number, field: string): Promise<RpProject> {
  const record = await ctx.loaders.resourcePlanning.projectById.load(id);
  if (!record) throw notFound(`${field}: no project or phase ${id}`, field);
  return record;
}
