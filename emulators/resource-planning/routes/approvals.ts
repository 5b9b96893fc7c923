// Approvals: GET /approvals, POST /approvals (submit with status pending, approve with status
// approved) and DELETE /approvals/{approval_id}, following the state table of Document 3.
import type { Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { badRequest, conflict, notFound, rpError } from '../errors.js';
import { findByPathId } from '../ids.js';
import { fieldSet } from '../request/query.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { nowStamp, workState, type RpApproval } from '../store/work.js';
import { bodyOf } from '../request/write-body.js';

interface ApprovableRef {
  id: number;
  type: string;
  updated_at: string;
}

function refsOf(body: Record<string, unknown>): ApprovableRef[] {
  const list = body.approvables;
  if (!Array.isArray(list) || list.length === 0)
    throw badRequest('approvables must be a non-empty array of {id, type, updated_at}');
  return list.map((raw, i) => {
    const ref = bodyOf(raw);
    if (typeof ref.id !== 'number' || !Number.isInteger(ref.id)) throw badRequest(`approvables[${i}].id must be an id`);
    if (ref.type !== 'TimeEntry' && ref.type !== 'ExpenseItem')
      throw badRequest(`approvables[${i}].type must be TimeEntry or ExpenseItem`);
    if (typeof ref.updated_at !== 'string') throw badRequest(`approvables[${i}].updated_at is required`);
    return { id: ref.id, type: ref.type, updated_at: ref.updated_at };
  });
}

export function approvalRoutes(store: ResourcePlanningStore): Route[] {
  const state = workState(store);
  const view = (a: RpApproval, fields: Set<string>) => {
    if (!fields.has('approvables')) return { ...a };
    return { ...a, approvable: state.approvables.get(a.approvable_type)?.(a.approvable_id) ?? null };
  };
  return [
    {
      method: 'GET',
      template: '/approvals',
      handler: (req) => {
        const status = req.query.get('status');
        if (status !== null && status !== 'pending' && status !== 'approved')
          throw badRequest('status must be pending or approved');
        const items = state.approvals.filter((a) => status === null || a.status === status);
        const fields = fieldSet(req.query);
        return { body: paginate(items, req.path, req.query, (a) => view(a, fields)) };
      },
    },
    {
      method: 'POST',
      template: '/approvals',
      handler: (req) => {
        const body = bodyOf(req.body);
        const status = body.status;
        if (status !== 'pending' && status !== 'approved')
          throw badRequest('status must be "pending" (submit) or "approved" (approve)');
        const refs = refsOf(body);
        // Only administrators and portfolio editors approve; API users can only submit.
        if (status === 'approved' && !state.canApprove(req.token)) {
          throw rpError(403, 'Only administrators and portfolio editors can approve; API users can only submit');
        }
        const caller = state.callerId(req.token) ?? store.users[0]!.id;
        // Check every approvable before changing any.
        const plan = refs.map((ref) => {
          const record = state.approvables.get(ref.type)?.(ref.id);
          if (!record) throw notFound(ref.type, String(ref.id));
          if (record.updated_at !== ref.updated_at)
            throw conflict(`${ref.type} ${ref.id} changed since it was viewed (updated_at ${record.updated_at})`);
          const existing = state.approvals.find((a) => a.approvable_type === ref.type && a.approvable_id === ref.id);
          if (status === 'pending' && existing)
            throw conflict(
              `${ref.type} ${ref.id} is already submitted (approval ${existing.id} is ${existing.status})`,
            );
          if (status === 'approved' && existing?.status !== 'pending') {
            throw conflict(`${ref.type} ${ref.id} has no pending approval: only pending approvals can be approved`);
          }
          return { ref, existing };
        });
        const stamp = nowStamp();
        const changed = plan.map(({ ref, existing }) => {
          if (existing) {
            Object.assign(existing, { status: 'approved', approved_by: caller, approved_at: stamp, updated_at: stamp });
            return existing;
          }
          const approval: RpApproval = {
            id: state.nextId('approval'),
            status: 'pending',
            approvable_id: ref.id,
            approvable_type: ref.type as RpApproval['approvable_type'],
            submitted_by: caller,
            submitted_at: stamp,
            approved_by: null,
            approved_at: null,
            created_at: stamp,
            updated_at: stamp,
          };
          state.approvals.push(approval);
          return approval;
        });
        return { body: paginate(changed, req.path, new URLSearchParams({ per_page: '1000' })) };
      },
    },
    {
      method: 'DELETE',
      template: '/approvals/{approval_id}',
      handler: (req) => {
        const approval = findByPathId(req.params.approval_id, 'Approval', (id) =>
          state.approvals.find((a) => a.id === id),
        );
        if (approval.status !== 'pending')
          throw conflict(`Approval ${approval.id} is ${approval.status}: only pending approvals can be deleted`);
        state.approvals.splice(state.approvals.indexOf(approval), 1);
        return { status: 204 };
      },
    },
  ];
}
