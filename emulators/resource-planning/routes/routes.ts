// Every route of the resource-planning emulator, templates as the documents write them.
import type { Route } from '../../kit/http-emulator.js';
import { catalogRoutes } from './catalog.js';
import { projectRoutes } from './projects.js';
import { userRoutes } from './users.js';
import { approvalRoutes } from './approvals.js';
import { assignmentWriteRoutes } from './assignments.js';
import { expenseRoutes } from './expenses.js';
import { phaseRoutes } from './phases.js';
import { projectWriteRoutes } from './project-writes.js';
import { subtaskRoutes } from './subtasks.js';
import { rateRoutes } from './rates.js';
import { budgetRoutes } from './budgets.js';
import { customFieldRoutes } from './custom-fields.js';
import { availabilityRoutes } from './availabilities.js';
import { placeholderRoutes } from './placeholders.js';
import { referenceRoutes } from './reference.js';
import { apiTokenRoutes } from './api-tokens.js';
import type { ResourcePlanningStore } from '../store/store.js';

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
