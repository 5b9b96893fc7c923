// The gateway's resource-planning answer shapes take what the real service sends: every sample answer
// of the vendor's reference (test/fixtures/rp-reference.json) passes its object's shape, and a sample
// with one member of the wrong type does not.
import { describe, expect, it } from 'vitest';
import { RP_SHAPES } from '../../src/datasources/resource-planning/types.js';
import { reference } from '../contract/rp-reference.js';
import { nonEmpty, present } from '../helpers/present.js';

/** The reference's objects and the shape the gateway checks each against. */
const SHAPE_OF = {
  User: RP_SHAPES.person,
  Project: RP_SHAPES.project,
  LeaveType: RP_SHAPES.leaveType,
  Assignment: RP_SHAPES.assignment,
  Subtask: RP_SHAPES.subtask,
  BillRate: RP_SHAPES.billRate,
  Category: RP_SHAPES.category,
  BudgetItem: RP_SHAPES.budgetItem,
  Discipline: RP_SHAPES.discipline,
  Holiday: RP_SHAPES.holiday,
  ApiToken: RP_SHAPES.apiToken,
  Approval: RP_SHAPES.approval,
  ExpenseItem: RP_SHAPES.expenseItem,
  Availability: RP_SHAPES.availability,
} as const;

describe("resource-planning answer shapes against the reference's sample answers", () => {
  for (const [object, shapes] of Object.entries(SHAPE_OF)) {
    it(`takes every sample ${object}`, () => {
      for (const sample of nonEmpty(present(reference.objects[object]).samples)) {
        expect(shapes.one.problem(sample.value), sample.at).toBe('no problem');
        expect(
          shapes.page.check({ data: [sample.value], paging: present(reference.objects.Paging?.samples[0]).value }),
          sample.at,
        ).toBe(true);
      }
    });
  }

  it('takes the API-token list as the bare array the reference shows', () => {
    const tokens = present(reference.objects.ApiToken).samples.map((s) => s.value);
    expect(tokens).toHaveLength(3);
    expect(RP_SHAPES.apiTokenList.check(tokens)).toBe(true);
  });

  it('refuses a sample with one member of the wrong type, naming where', () => {
    const project = present(reference.objects.Project?.samples[0]).value as Record<string, unknown>;
    expect(RP_SHAPES.project.one.problem({ ...project, name: { text: 'Apollo' } })).toMatch(/^\/name /);
    expect(RP_SHAPES.project.one.check({ ...project, id: '9007199254740993' })).toBe(false);
  });
});
