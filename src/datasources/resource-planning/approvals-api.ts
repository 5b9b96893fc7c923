// Resource-planning approvals: list, submit or approve records (POST /approvals), delete a pending one.
import { ResourcePlanningClient } from './client.js';
import type { RpApproval, RpList } from './types.js';
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
    return this.get(APPROVAL_PATHS.approvals, { page, per_page: perPage });
  }

  /** POST /approvals with status `pending` (submit) or `approved` (approve). */
  postApprovals(status: 'pending' | 'approved', approvables: RpApprovableRef[]): Promise<RpList<RpApproval>> {
    return this.send('POST', APPROVAL_PATHS.approvals, undefined, { status, approvables });
  }

  /** DELETE /approvals/{id} (pending only). */
  deleteApproval(id: number): Promise<unknown> {
    return this.send('DELETE', APPROVAL_PATHS.approval(id));
  }
}
