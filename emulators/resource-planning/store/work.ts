// Write-side state of the resource-planning emulator: id allocation, project members, expense items,
// approvals and the role tokens.
import type { ResourcePlanningStore } from './store.js';

/** Tokens of callers with different roles (each belongs to a demo user; see README "Roles"). */
export const RESOURCE_PLANNING_ROLE_TOKENS = {
  /** The account owner, an administrator (user_type_id 1). */
  administrator: 'rp-demo-token',
  /** A portfolio editor (user_type_id 2). */
  portfolioEditor: 'rp-editor-token',
  /** An API user without approval rights (a project editor, user_type_id 8). */
  apiUser: 'rp-api-user-token',
} as const;

export interface RpExpenseItem {
  id: number;
  assignable_id: number;
  assignable_type: 'Project' | 'LeaveType';
  user_id: number;
  amount: number;
  date: string;
  category: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export type ApprovalStatus = 'pending' | 'approved';

export interface RpApproval {
  id: number;
  status: ApprovalStatus;
  approvable_id: number;
  approvable_type: 'TimeEntry' | 'ExpenseItem';
  submitted_by: number;
  submitted_at: string;
  approved_by: number | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Something an approval can point at: enough to check `updated_at`. */
export type ApprovableLookup = (id: number) => { id: number; updated_at: string; user_id?: number } | undefined;

export class WorkState {
  readonly expenseItems: RpExpenseItem[] = [];
  readonly approvals: RpApproval[] = [];
  /** Project id -> member user ids (the owner becomes one). */
  readonly members = new Map<number, Set<number>>();
  /** Record types an approval can be submitted for; time entries register themselves. */
  readonly approvables = new Map<string, ApprovableLookup>();
  private readonly next = new Map<string, number>();

  constructor(readonly store: ResourcePlanningStore) {
    this.approvables.set('ExpenseItem', (id) => this.expenseItems.find((e) => e.id === id));
    this.seed();
  }

  /** A fresh id of a kind, above every id of that kind in the data. */
  nextId(kind: 'project' | 'assignment' | 'subtask' | 'expense' | 'approval'): number {
    const seeds: Record<string, () => number> = {
      project: () => Math.max(0, ...this.store.projects.map((p) => p.id)),
      assignment: () => Math.max(0, ...this.store.assignments.map((a) => a.id)),
      subtask: () => Math.max(0, ...this.store.assignments.flatMap((a) => a.subtasks.map((s) => s.id))),
      expense: () => 950_000,
      approval: () => 970_000,
    };
    const id = (this.next.get(kind) ?? seeds[kind]!()) + 1;
    this.next.set(kind, id);
    return id;
  }

  /** The demo user behind a token (the three role tokens), or undefined for other tokens. */
  callerId(token: string): number | undefined {
    const users = this.store.users.filter((u) => !u.archived);
    if (token === RESOURCE_PLANNING_ROLE_TOKENS.administrator) return users.find((u) => u.user_type_id === 1)?.id;
    if (token === RESOURCE_PLANNING_ROLE_TOKENS.portfolioEditor) return users.find((u) => u.user_type_id === 2)?.id;
    if (token === RESOURCE_PLANNING_ROLE_TOKENS.apiUser) return users.find((u) => u.user_type_id === 8)?.id;
    return undefined;
  }

  /** Whether the caller may approve: an administrator (1) or a portfolio editor (2). */
  canApprove(token: string): boolean {
    const id = this.callerId(token);
    const type = id === undefined ? undefined : this.store.user(id)?.user_type_id;
    return type === 1 || type === 2;
  }

  /** Deterministic demo expense items (one per fifth project assignment with a person) and a few approvals. */
  private seed(): void {
    const candidates = this.store.assignments.filter(
      (a) => a.user_id !== null && this.store.project(a.assignable_id) && a.id % 5 === 0,
    );
    for (const [k, a] of candidates.entries()) {
      const stamp = a.created_at;
      const item: RpExpenseItem = {
        id: this.nextId('expense'),
        assignable_id: a.assignable_id,
        assignable_type: 'Project',
        user_id: a.user_id!,
        amount: 20 + ((a.id * 37) % 480),
        date: a.starts_at,
        category: ['Travel', 'Meals', 'Software', null][k % 4] ?? null,
        notes: k % 3 === 0 ? 'Client visit' : null,
        created_at: stamp,
        updated_at: stamp,
      };
      this.expenseItems.push(item);
      if (k % 4 === 1 || k % 8 === 2) {
        const approved = k % 8 === 2;
        this.approvals.push({
          id: this.nextId('approval'),
          status: approved ? 'approved' : 'pending',
          approvable_id: item.id,
          approvable_type: 'ExpenseItem',
          submitted_by: item.user_id,
          submitted_at: stamp,
          approved_by: approved ? this.store.users[0]!.id : null,
          approved_at: approved ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        });
      }
    }
  }
}

const states = new WeakMap<ResourcePlanningStore, WorkState>();

/** The write-side state of a store (created on first use). */
export function workState(store: ResourcePlanningStore): WorkState {
  let state = states.get(store);
  if (!state) {
    state = new WorkState(store);
    states.set(store, state);
  }
  return state;
}

/** Now as the API writes timestamps. */
export function nowStamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
