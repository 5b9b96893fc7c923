// Indexed, read-only access to the resource-planning demo data: lookups by id and the
// per-project / per-user relations the routes need.
import type { RpAssignment, RpCustomFieldValue, RpDataset, RpLeaveType, RpProject, RpTag, RpUser } from '../model.js';

function groupBy<T>(items: T[], key: (item: T) => number | null | undefined): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null || k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export class ResourcePlanningStore {
  readonly users: RpUser[];
  readonly projects: RpProject[];
  readonly leaveTypes: RpLeaveType[];
  readonly assignments: RpAssignment[];
  private readonly usersById: Map<number, RpUser>;
  private readonly projectsById: Map<number, RpProject>;
  private readonly leaveTypesById: Map<number, RpLeaveType>;
  private readonly assignmentsById: Map<number, RpAssignment>;
  private readonly phasesByParent: Map<number, RpProject[]>;
  private readonly assignmentsByAssignable: Map<number, RpAssignment[]>;
  private readonly assignmentsByUser: Map<number, RpAssignment[]>;
  private readonly projectValues: Map<number, RpCustomFieldValue[]>;
  private readonly userValues: Map<number, RpCustomFieldValue[]>;

  constructor(readonly data: RpDataset) {
    this.users = data.users;
    this.projects = data.projects;
    this.leaveTypes = data.leaveTypes;
    this.assignments = data.assignments;
    this.usersById = new Map(data.users.map((u) => [u.id, u]));
    this.projectsById = new Map(data.projects.map((p) => [p.id, p]));
    this.leaveTypesById = new Map(data.leaveTypes.map((l) => [l.id, l]));
    this.assignmentsById = new Map(data.assignments.map((a) => [a.id, a]));
    this.phasesByParent = groupBy(data.projects, (p) => p.parent_id);
    this.assignmentsByAssignable = groupBy(data.assignments, (a) => a.assignable_id);
    this.assignmentsByUser = groupBy(data.assignments, (a) => a.user_id);
    this.projectValues = groupBy(data.projectFieldValues, (v) => v.project_id);
    this.userValues = groupBy(data.userFieldValues, (v) => v.user_id);
  }

  /** Rebuilds the lookups in place after a write changed the record arrays (the data is small). */
  reindex(): void {
    const refill = <K, V>(target: Map<K, V>, source: Map<K, V>): void => {
      target.clear();
      for (const [k, v] of source) target.set(k, v);
    };
    refill(this.usersById, new Map(this.users.map((u) => [u.id, u])));
    refill(this.projectsById, new Map(this.projects.map((p) => [p.id, p])));
    refill(this.assignmentsById, new Map(this.assignments.map((a) => [a.id, a])));
    refill(
      this.phasesByParent,
      groupBy(this.projects, (p) => p.parent_id),
    );
    refill(
      this.assignmentsByAssignable,
      groupBy(this.assignments, (a) => a.assignable_id),
    );
    refill(
      this.assignmentsByUser,
      groupBy(this.assignments, (a) => a.user_id),
    );
    refill(
      this.projectValues,
      groupBy(this.data.projectFieldValues, (v) => v.project_id),
    );
    refill(
      this.userValues,
      groupBy(this.data.userFieldValues, (v) => v.user_id),
    );
  }

  user(id: number): RpUser | undefined {
    return this.usersById.get(id);
  }
  /** A project or a phase. */
  project(id: number): RpProject | undefined {
    return this.projectsById.get(id);
  }
  leaveType(id: number): RpLeaveType | undefined {
    return this.leaveTypesById.get(id);
  }
  assignment(id: number): RpAssignment | undefined {
    return this.assignmentsById.get(id);
  }
  phases(projectId: number): RpProject[] {
    return this.phasesByParent.get(projectId) ?? [];
  }
  /** Is the assignable a phase (a project with a parent)? */
  isPhase(assignableId: number): boolean {
    return (this.projectsById.get(assignableId)?.parent_id ?? null) !== null;
  }
  assignmentsOnAssignable(assignableId: number): RpAssignment[] {
    return this.assignmentsByAssignable.get(assignableId) ?? [];
  }
  assignmentsOfUser(userId: number): RpAssignment[] {
    return this.assignmentsByUser.get(userId) ?? [];
  }
  projectFieldValues(projectId: number): RpCustomFieldValue[] {
    return this.projectValues.get(projectId) ?? [];
  }
  userFieldValues(userId: number): RpCustomFieldValue[] {
    return this.userValues.get(userId) ?? [];
  }
  projectTags(projectId: number): RpTag[] {
    return this.data.projectTags.get(projectId) ?? [];
  }
  userTags(userId: number): RpTag[] {
    return this.data.userTags.get(userId) ?? [];
  }
}
