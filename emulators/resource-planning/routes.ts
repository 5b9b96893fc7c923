// Every route of the resource-planning emulator, templates as the documents write them.
import type { Route } from '../kit/http-emulator.js';
import { catalogRoutes } from './routes-catalog.js';
import { projectRoutes } from './routes-projects.js';
import { userRoutes } from './routes-users.js';
import type { ResourcePlanningStore } from './store.js';

export function resourcePlanningRoutes(store: ResourcePlanningStore): Route[] {
  return [...userRoutes(store), ...projectRoutes(store), ...catalogRoutes(store)];
}
