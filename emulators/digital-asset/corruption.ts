// A test-only control that corrupts answers, the way a misbehaving service or proxy would:
// `PUT /__emulator/config {"corruptAnswers": [{"method", "template", "pointer", "value", "times"?}]}`
// replaces the value at a JSON pointer (`/data/0/attributes`) in the next `times` (default 1)
// answers of that route. An empty list clears them.
import type { Route } from '../kit/http-emulator.js';

export interface AnswerCorruption {
  method: string;
  template: string;
  /** JSON pointer into the answer's body: `/data/0/attributes/name`. */
  pointer: string;
  /** What is put there (JSON). */
  value: unknown;
  /** How many answers of the route it corrupts. */
  times: number;
}

/** Reads the control's list, refusing what is not one. */
export function readCorruptions(raw: unknown): AnswerCorruption[] {
  if (!Array.isArray(raw)) throw new Error('corruptAnswers must be a list');
  return raw.map((item: unknown) => {
    const c = item as Partial<AnswerCorruption>;
    if (
      typeof c.method !== 'string' ||
      typeof c.template !== 'string' ||
      typeof c.pointer !== 'string' ||
      !c.pointer.startsWith('/')
    ) {
      throw new Error('each corruption names a method, a template and a JSON pointer');
    }
    return {
      method: c.method,
      template: c.template,
      pointer: c.pointer,
      value: c.value ?? null,
      times: typeof c.times === 'number' ? c.times : 1,
    };
  });
}

/** Sets the value at `pointer` in `body` (a copy along the path); a pointer that leads nowhere changes nothing. */
function corrupt(body: unknown, pointer: string, value: unknown): unknown {
  const [head, ...rest] = pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (head === undefined || typeof body !== 'object' || body === null) return body;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(body)
    ? [...(body as unknown[])]
    : { ...(body as Record<string, unknown>) };
  const key = Array.isArray(copy) ? Number(head) : head;
  const current = (copy as Record<string | number, unknown>)[key];
  if (current === undefined && rest.length > 0) return body;
  (copy as Record<string | number, unknown>)[key] =
    rest.length === 0 ? value : corrupt(current, `/${rest.join('/')}`, value);
  return copy;
}

/** The routes, each answer passing through the pending corruptions of its route. */
export function withCorruptions(routes: Route[], pending: AnswerCorruption[]): Route[] {
  return routes.map((route) => ({
    ...route,
    handler: async (req) => {
      const out = await route.handler(req);
      const match = pending.find((c) => c.times > 0 && c.method === route.method && c.template === route.template);
      if (!match || out.body === undefined) return out;
      match.times--;
      return { ...out, body: corrupt(out.body, match.pointer, match.value) };
    },
  }));
}
