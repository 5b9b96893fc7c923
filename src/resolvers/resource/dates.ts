// Date inputs of resource-planning writes: as the service's days (`YYYY-MM-DD`), and in order.
import { badUserInput } from '../../graphql-errors.js';

/** A Date input (graphql-scalars parses `Date` to a Date) as `YYYY-MM-DD`. */
export function dayOf(value: Date | string | null | undefined): string | undefined {
  if (value == null) return undefined;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Refuses an input where the end date is before the start date. */
export function checkDates(
  startsAt: Date | string | null | undefined,
  endsAt: Date | string | null | undefined,
  field: string,
): void {
  const from = dayOf(startsAt);
  const to = dayOf(endsAt);
  if (from && to && to < from) throw badUserInput('endsAt must not be before startsAt', field);
}
