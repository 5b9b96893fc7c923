// A small per-route fault knob of the resource-planning emulator: `PUT /__emulator/config`
// `{"failNext": {"method": "POST", "template": "/assignments", "status": 500}}` makes the next
// matching request fail (before its handler runs) with that status; `{"failNext": null}` clears.
import type { EmulatorRequest } from '../kit/http-emulator.js';
import { badRequest, rpError } from './errors.js';

export interface FailNextRule {
  method: string;
  /** Route template as the routes write it, e.g. `/projects/{project_id}/assignments`. */
  template: string;
  /** HTTP status to answer with (default 500). */
  status?: number;
  /** Error message (default: a generic one). */
  message?: string;
  /** How many matching requests fail (default 1). */
  times?: number;
}

export class FailNextKnob {
  private rules: FailNextRule[] = [];

  /** Reads `failNext` (a rule, a list of rules, or null to clear) from control settings. */
  configure(settings: Record<string, unknown>): void {
    if (!('failNext' in settings)) return;
    const value = settings.failNext;
    if (value === null) {
      this.rules = [];
      return;
    }
    const list = (Array.isArray(value) ? value : [value]) as FailNextRule[];
    for (const rule of list) {
      if (typeof rule?.method !== 'string' || typeof rule.template !== 'string') throw badRequest('failNext needs method and template');
      this.rules.push({ ...rule, method: rule.method.toUpperCase() });
    }
  }

  /** Runs before every handler: fails the request when a rule matches it. */
  before(req: EmulatorRequest, template: string): void {
    const rule = this.rules.find((r) => r.method === req.method && r.template === template);
    if (!rule) return;
    rule.times = (rule.times ?? 1) - 1;
    if (rule.times <= 0) this.rules.splice(this.rules.indexOf(rule), 1);
    throw rpError(rule.status ?? 500, rule.message ?? 'An unexpected error has occurred (injected by failNext)');
  }
}
