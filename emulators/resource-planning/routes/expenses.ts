// Expense items: read per project, read and write per user. `date` and `amount` are required;
// the project or leave type is exactly one of `project_id`, `leave_type_id`, `assignable_id`.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { badRequest, conflict } from '../errors.js';
import { findByPathId, findProject, findUser } from '../ids.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { nowStamp, workState, type RpExpenseItem } from '../store/work.js';
import { bodyOf, dateOf, has, numberOf, stringOf } from '../request/write-body.js';

const TARGET_KEYS = ['project_id', 'leave_type_id', 'assignable_id'] as const;

/** `from`/`to` (inclusive) on the item's date. */
function inWindow(items: RpExpenseItem[], query: URLSearchParams): RpExpenseItem[] {
  const window = bodyOf({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined });
  const from = dateOf(window, 'from');
  const to = dateOf(window, 'to');
  return items.filter((e) => (from === undefined || e.date >= from) && (to === undefined || e.date <= to));
}

export function expenseRoutes(store: ResourcePlanningStore): Route[] {
  const state = workState(store);

  const projectOf = (req: EmulatorRequest) => findProject(store, req.params.project_id);
  const userOf = (req: EmulatorRequest) => findUser(store, req.params.user_id);
  const onProject = (projectId: number) => (e: RpExpenseItem) =>
    e.assignable_id === projectId || store.project(e.assignable_id)?.parent_id === projectId;
  const itemOf = (req: EmulatorRequest, keep: (e: RpExpenseItem) => boolean) =>
    findByPathId(req.params.expense_item_id, 'ExpenseItem', (id) => state.expenseItems.find((e) => e.id === id), keep);
  /** The assignable named by exactly one of the three interchangeable properties. */
  const targetOf = (
    body: Record<string, unknown>,
    required: boolean,
  ): Pick<RpExpenseItem, 'assignable_id' | 'assignable_type'> | undefined => {
    const given = TARGET_KEYS.filter((k) => has(body, k) && body[k] !== null);
    if (given.length > 1)
      throw badRequest(`give only one of project_id, leave_type_id, assignable_id (got ${given.join(', ')})`);
    if (given.length === 0) {
      if (required) throw badRequest('one of project_id, leave_type_id, assignable_id is required');
      return undefined;
    }
    const key = given[0]!;
    const id = numberOf(body, key)!;
    const project = key !== 'leave_type_id' ? store.project(id) : undefined;
    const leaveType = key !== 'project_id' ? store.leaveType(id) : undefined;
    if (project) {
      if (project.archived) throw conflict(`Project ${id} is archived`);
      return { assignable_id: id, assignable_type: 'Project' };
    }
    if (leaveType) return { assignable_id: id, assignable_type: 'LeaveType' };
    throw badRequest(
      `${key} ${id}: no such ${key === 'project_id' ? 'project' : key === 'leave_type_id' ? 'leave type' : 'project or leave type'}`,
    );
  };
  const approvalOf = (item: RpExpenseItem) =>
    state.approvals.find((a) => a.approvable_type === 'ExpenseItem' && a.approvable_id === item.id);

  return [
    {
      method: 'GET',
      template: '/projects/{project_id}/expense_items',
      handler: (req) => ({
        body: paginate(
          inWindow(state.expenseItems.filter(onProject(projectOf(req).id)), req.query),
          req.path,
          req.query,
        ),
      }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/expense_items/{expense_item_id}',
      handler: (req) => ({ body: itemOf(req, onProject(projectOf(req).id)) }),
    },
    {
      method: 'GET',
      template: '/users/{user_id}/expense_items',
      handler: (req) => {
        const user = userOf(req);
        return {
          body: paginate(
            inWindow(
              state.expenseItems.filter((e) => e.user_id === user.id),
              req.query,
            ),
            req.path,
            req.query,
          ),
        };
      },
    },
    {
      method: 'GET',
      template: '/users/{user_id}/expense_items/{expense_item_id}',
      handler: (req) => {
        const user = userOf(req);
        return { body: itemOf(req, (e) => e.user_id === user.id) };
      },
    },
    {
      method: 'POST',
      template: '/users/{user_id}/expense_items',
      handler: (req) => {
        const user = userOf(req);
        const body = bodyOf(req.body);
        const date = dateOf(body, 'date', true)!;
        const amount = numberOf(body, 'amount', true)!;
        const target = targetOf(body, true)!;
        const stamp = nowStamp();
        const item: RpExpenseItem = {
          id: state.nextId('expense'),
          ...target,
          user_id: user.id,
          amount,
          date,
          category: stringOf(body, 'category') ?? null,
          notes: stringOf(body, 'notes') ?? null,
          created_at: stamp,
          updated_at: stamp,
        };
        state.expenseItems.push(item);
        return { body: item };
      },
    },
    {
      method: 'PUT',
      template: '/users/{user_id}/expense_items/{expense_item_id}',
      handler: (req) => {
        const user = userOf(req);
        const item = itemOf(req, (e) => e.user_id === user.id);
        if (approvalOf(item)?.status === 'approved')
          throw conflict(`ExpenseItem ${item.id} is approved and can no longer change`);
        const body = bodyOf(req.body);
        if (has(body, 'date') && body.date === null) throw badRequest('date is required');
        if (has(body, 'amount') && body.amount === null) throw badRequest('amount is required');
        const date = dateOf(body, 'date');
        const amount = numberOf(body, 'amount');
        const target = targetOf(body, false);
        const category = stringOf(body, 'category');
        const notes = stringOf(body, 'notes');
        Object.assign(item, target ?? {});
        if (date !== undefined) item.date = date;
        if (amount !== undefined) item.amount = amount;
        if (category !== undefined) item.category = category;
        if (notes !== undefined) item.notes = notes;
        item.updated_at = nowStamp();
        return { body: item };
      },
    },
    {
      method: 'DELETE',
      template: '/users/{user_id}/expense_items/{expense_item_id}',
      handler: (req) => {
        const user = userOf(req);
        const item = itemOf(req, (e) => e.user_id === user.id);
        const approval = approvalOf(item);
        if (approval?.status === 'approved') throw conflict(`ExpenseItem ${item.id} is approved and cannot be deleted`);
        if (approval) state.approvals.splice(state.approvals.indexOf(approval), 1);
        state.expenseItems.splice(state.expenseItems.indexOf(item), 1);
        return { status: 204 };
      },
    },
  ];
}
