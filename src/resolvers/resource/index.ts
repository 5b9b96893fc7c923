// The resource-planning domain's resolvers and node fetchers.
import type { Resolvers } from '../../generated/resolvers-types.js';
import { withNumericPart, type NodeFetchers } from '../node-registry.js';
import { loadPhase, loadProject, resourceResolvers } from './projects.js';

export const resourceDomainResolvers: Resolvers[] = [resourceResolvers];

export const resourceNodeFetchers: NodeFetchers = {
  Person: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.personById.load(n)) },
  Project: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadProject(ctx, n)) },
  Phase: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadPhase(ctx, n)) },
  Assignment: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.assignmentById.load(n)) },
  LeaveType: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.leaveTypeById.load(n)) },
};
