// Every route of the resource-planning emulator, templates as the documents write them.
import type { Route } from '../kit/http-emulator.js';
import { catalogRoutes } from './routes-catalog.js';
import { projectRoutes } from './routes-projects.js';
import { userRoutes } from './routes-users.js';
import { approvalRoutes } from './routes-approvals.js';
import { assignmentWriteRoutes } from './routes-assignments.js';
import { expenseRoutes } from './routes-expenses.js';
import { phaseRoutes } from './routes-phases.js';
import { projectWriteRoutes } from './routes-project-writes.js';
import { subtaskRoutes } from './routes-subtasks.js';
import { rateRoutes } from './routes-rates.js';
import { budgetRoutes } from './routes-budgets.js';
import { customFieldRoutes } from './routes-custom-fields.js';
import { availabilityRoutes } from './routes-availabilities.js';
import { placeholderRoutes } from './routes-placeholders.js';
import { referenceRoutes } from './routes-reference.js';
import { apiTokenRoutes } from './routes-api-tokens.js';
import type { ResourcePlanningStore } from './store.js';

export function resourcePlanningRoutes(store: ResourcePlanningStore): Route[] {
  return [
    ...userRoutes(store),
    ...projectRoutes(store),
    ...catalogRoutes(store),
    // Writes of projects, phases, assignments, subtasks; approvals and expense items.
    ...projectWriteRoutes(store),
    ...phaseRoutes(store),
    ...assignmentWriteRoutes(store),
    ...subtaskRoutes(store),
    ...approvalRoutes(store),
    ...expenseRoutes(store),
    // Bill rates, budget items, custom-field writes, availabilities, reference data, API tokens.
    ...rateRoutes(store),
    ...budgetRoutes(store),
    ...customFieldRoutes(store),
    ...availabilityRoutes(store),
    ...placeholderRoutes(store),
    ...referenceRoutes(store),
    ...apiTokenRoutes(store),
  ];
}
