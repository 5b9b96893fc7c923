// Resource-planning approvals: list, submit or approve records (POST /approvals), delete a pending one.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpApproval, type RpList } from './types.js';
import { restPath } from '../path.js';

export const APPROVAL_PATHS = {
  approvals: '/approvals',
  approval: (id: number) => restPath`/approvals/${id}`,
} as const;

/** A record to submit or approve: its id, type and the `updated_at` the caller saw. */
export interface RpApprovableRef {
  id: number;
  type: 'TimeEntry' | 'ExpenseItem';
  updated_at: string;
}

export class ResourcePlanningApprovalsApi extends ResourcePlanningClient {
  /** GET /approvals: one page (the list is documented without filters). */
  listApprovals(page: number, perPage: number): Promise<RpList<RpApproval>> {
    return this.get(APPROVAL_PATHS.approvals, RP_SHAPES.approval.page, { page, per_page: perPage });
  }

  /** POST /approvals with status `pending` (submit) or `approved` (approve): answers the list of approvals. */
  postApprovals(status: 'pending' | 'approved', approvables: RpApprovableRef[]): Promise<RpList<RpApproval>> {
    return this.send('POST', APPROVAL_PATHS.approvals, RP_SHAPES.approval.page, { body: { status, approvables } });
  }

  /** DELETE /approvals/{id} (pending only). */
  deleteApproval(id: number): Promise<void> {
    return this.remove(APPROVAL_PATHS.approval(id));
  }
}
