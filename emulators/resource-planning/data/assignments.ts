// Deterministic demo assignments: people (or nobody) on projects, phases and leave types,
// with one allocation mode each and a few subtasks.
import type { DemoRandom } from '../../kit/random.js';
import { ASSIGNMENT_DESCRIPTIONS, DEMO_ORIGIN, SUBTASK_DESCRIPTIONS, addDays, timestamp } from './demo-values.js';
import type { RpAssignment, RpLeaveType, RpProject, RpSubtask, RpUser } from '../model.js';

export const ASSIGNMENT_COUNT = 460;
const FIRST_ASSIGNMENT_ID = 800_001;
const FIRST_SUBTASK_ID = 900_001;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

export function buildAssignments(
  random: DemoRandom,
  users: RpUser[],
  projects: RpProject[],
  leaveTypes: RpLeaveType[],
): RpAssignment[] {
  const topLevel = projects.filter((p) => p.parent_id === null);
  const phasesOf = new Map<number, RpProject[]>();
  for (const p of projects) {
    if (p.parent_id !== null) phasesOf.set(p.parent_id, [...(phasesOf.get(p.parent_id) ?? []), p]);
  }
  const assignments: RpAssignment[] = [];
  let nextSubtaskId = FIRST_SUBTASK_ID;
  for (let i = 0; i < ASSIGNMENT_COUNT; i++) {
    const id = FIRST_ASSIGNMENT_ID + i;
    const user = random.chance(0.04) ? null : random.pick(users);
    let assignableId: number;
    let startsAt: string;
    let endsAt: string;
    const onLeave = user !== null && random.chance(0.08);
    if (onLeave) {
      assignableId = random.pick(leaveTypes).id;
      startsAt = random.date(DEMO_ORIGIN, 540);
      endsAt = addDays(startsAt, random.int(0, 9));
    } else {
      const project = random.pick(topLevel);
      const phases = phasesOf.get(project.id) ?? [];
      const target = phases.length > 0 && random.chance(0.6) ? random.pick(phases) : project;
      assignableId = target.id;
      const span = daysBetween(target.starts_at, target.ends_at);
      const offset = random.int(0, Math.max(0, span - 1));
      startsAt = addDays(target.starts_at, offset);
      endsAt = addDays(startsAt, Math.min(span - offset, random.int(4, 90)));
    }
    const mode = random.pick(['percent', 'percent', 'percent', 'hours_per_day', 'hours_per_day', 'fixed'] as const);
    const createdAt = timestamp(random, new Date('2024-10-01T00:00:00Z'), 240);
    const subtasks: RpSubtask[] = [];
    const subtaskCount = onLeave ? 0 : random.pick([0, 0, 1, 2, 3]);
    for (let s = 0; s < subtaskCount; s++) {
      subtasks.push({
        id: nextSubtaskId++,
        assignment_id: id,
        assignable_id: assignableId,
        description: random.pick(SUBTASK_DESCRIPTIONS),
        completed: random.chance(0.4),
        created_at: createdAt,
        updated_at: createdAt,
        updated_by: user?.id ?? users[0]!.id,
      });
    }
    const allocation =
      mode === 'percent'
        ? { percent: random.pick([0.25, 0.5, 0.75, 1]) }
        : mode === 'hours_per_day'
          ? { hours_per_day: random.pick([2, 4, 6, 8]) }
          : { fixed_hours: random.pick([8, 16, 24, 40, 80]) };
    assignments.push({
      id,
      allocation_mode: mode,
      ...allocation,
      user_id: user?.id ?? null,
      assignable_id: assignableId,
      starts_at: startsAt,
      ends_at: endsAt,
      bill_rate: onLeave ? null : random.pick([95, 120, 150, 180]),
      bill_rate_id: null,
      repetition_id: null,
      created_at: createdAt,
      updated_at: createdAt,
      all_day_assignment: true,
      resource_request_id: null,
      status: null,
      status_option_id: onLeave ? null : random.pick([null, 1, 2, 3, 4]),
      description: onLeave ? null : random.pick(ASSIGNMENT_DESCRIPTIONS),
      note: random.chance(0.3) ? 'Confirmed with the team lead' : null,
      subtasks,
    });
  }
  return assignments;
}
