// API tokens of the resource-planning emulator's organization: at most 20; the first one (the demo
// token) has the title "primary". `liveValues` is the set the authenticator checks, so a deleted or
// renewed token stops working at once. A token is `{id, title, token}`, as the reference shows it.
import { randomBytes } from 'node:crypto';

export const MAX_API_TOKENS = 20;

export interface RpApiToken {
  id: number;
  /** Null for a token created without a title. */
  title: string | null;
  token: string;
}

export class ApiTokenStore {
  readonly tokens: RpApiToken[] = [];
  /** Token values that authenticate requests right now. */
  readonly liveValues = new Set<string>();
  private nextId = 1;

  /** `otherValues`: tokens that authenticate without being listed (the emulator's role tokens). */
  constructor(primaryValue: string, otherValues: Iterable<string> = []) {
    for (const value of otherValues) this.liveValues.add(value);
    this.add('primary', primaryValue);
  }

  add(title: string | null, value: string = `rp-${randomBytes(20).toString('hex')}`): RpApiToken {
    const token: RpApiToken = { id: this.nextId++, title, token: value };
    this.tokens.push(token);
    this.liveValues.add(value);
    return token;
  }

  find(id: number): RpApiToken | undefined {
    return this.tokens.find((t) => t.id === id);
  }

  remove(id: number): RpApiToken | undefined {
    const index = this.tokens.findIndex((t) => t.id === id);
    if (index < 0) return undefined;
    const [removed] = this.tokens.splice(index, 1);
    this.liveValues.delete(removed!.token);
    return removed;
  }
}

const stores = new WeakMap<object, ApiTokenStore>();

/** The token store of one emulator (keyed by its ResourcePlanningStore); created with the primary token's value. */
export function apiTokensOf(
  owner: object,
  primaryValue = 'rp-demo-token',
  otherValues: Iterable<string> = [],
): ApiTokenStore {
  let tokens = stores.get(owner);
  if (!tokens) {
    tokens = new ApiTokenStore(primaryValue, otherValues);
    stores.set(owner, tokens);
  }
  return tokens;
}
