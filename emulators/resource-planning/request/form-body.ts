// Form bodies (`curl -d 'a=1&b=2'`, as the reference's examples send them): read into the same
// object a JSON body gives, each parameter with the type the reference gives it, so that every route
// reads one shape of body.

/** Parameters the reference types as numbers (ids, amounts, hours, allocations). */
const NUMBERS = new Set([
  'amount',
  'percent',
  'hours_per_day',
  'fixed_hours',
  'rate',
  'timeentry_lockout',
  'leave_id',
  'leave_type_id',
  'project_id',
  'assignable_id',
  'user_id',
  'owner_id',
  'parent_id',
  'status_option_id',
  'custom_field_id',
  'day0',
  'day1',
  'day2',
  'day3',
  'day4',
  'day5',
  'day6',
]);
/** Parameters the reference types as booleans. */
const BOOLEANS = new Set([
  'use_parent_bill_rates',
  'archived',
  'completed',
  'is_visible_on_info_page',
  'is_visible_as_filter',
]);

/** Whether a request's content type is a form. */
export const isForm = (contentType: string | string[] | undefined): boolean =>
  /application\/x-www-form-urlencoded/i.test(String(contentType ?? ''));

/** The parameters of a form body; a number or boolean that does not parse stays text, for the route to refuse. */
export function formBody(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (NUMBERS.has(key) && /^-?\d+(\.\d+)?$/.test(value)) out[key] = Number(value);
    else if (BOOLEANS.has(key) && (value === 'true' || value === 'false')) out[key] = value === 'true';
    else out[key] = value;
  }
  return out;
}
