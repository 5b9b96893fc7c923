// Small per-route fault knobs of the resource-planning emulator, set with `PUT /__emulator/config`:
// `{"failNext": {"method": "POST", "template": "/assignments", "status": 500}}` makes the next
// matching request fail (before its handler runs) with that status; `{"reshapeNext": {"method":
// "GET", "template": "/projects", "path": "data/0/name", "value": {}}}` answers the next matching
// request with one member of its answer replaced (a test of the gateway's answer checks). Each
// `null` clears its knob.
import type { EmulatorRequest, EmulatorResponse } from '../kit/http-emulator.js';
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
      if (typeof rule?.method !== 'string' || typeof rule.template !== 'string')
        throw badRequest('failNext needs method and template');
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

export interface ReshapeNextRule {
  method: string;
  template: string;
  /** Where in the answer body, as member names and list positions joined by "/" ("data/0/name", "name"). */
  path: string;
  /** What the member becomes (any JSON: a wrong type, null). */
  value: unknown;
  times?: number;
}

export class ReshapeNextKnob {
  private rules: ReshapeNextRule[] = [];

  configure(settings: Record<string, unknown>): void {
    if (!('reshapeNext' in settings)) return;
    const value = settings.reshapeNext;
    if (value === null) {
      this.rules = [];
      return;
    }
    for (const rule of (Array.isArray(value) ? value : [value]) as ReshapeNextRule[]) {
      if (
        typeof rule?.method !== 'string' ||
        typeof rule.template !== 'string' ||
        typeof rule.path !== 'string' ||
        !('value' in rule)
      ) {
        throw badRequest('reshapeNext needs method, template, path and value');
      }
      this.rules.push({ ...rule, method: rule.method.toUpperCase() });
    }
  }

  /** Runs after a handler: replaces the member of its answer when a rule matches the request. */
  after(req: EmulatorRequest, template: string, out: EmulatorResponse): EmulatorResponse {
    const rule = this.rules.find((r) => r.method === req.method && r.template === template);
    if (!rule) return out;
    rule.times = (rule.times ?? 1) - 1;
    if (rule.times <= 0) this.rules.splice(this.rules.indexOf(rule), 1);
    const body = structuredClone(out.body) as Record<string, unknown>;
    const keys = rule.path.split('/');
    let parent: Record<string, unknown> | undefined = body;
    for (const key of keys.slice(0, -1)) parent = parent?.[key] as Record<string, unknown> | undefined;
    if (parent === undefined || parent === null || typeof parent !== 'object')
      throw rpError(500, `reshapeNext: the answer has no ${rule.path}`);
    parent[keys.at(-1)!] = rule.value;
    return { ...out, body };
  }
}
