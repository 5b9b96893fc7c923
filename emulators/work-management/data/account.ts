// Demo data of the account side of the work-management emulator: the plans, each user's plan
// memberships (seat types), the validated email domains and the demo OAuth app.
import { DemoRandom } from '../../kit/random.js';
import { isoSeconds, DAY_MS, type IdAllocator } from '../ids.js';
import type { SeatType, StoredUser } from '../model.js';

export interface StoredPlan {
  id: bigint;
  name: string;
  /** User-subscription model: adding a user makes them a licensed sheet creator. */
  userModel: boolean;
}

export interface StoredPlanMembership {
  planId: bigint;
  seatType: SeatType;
  seatTypeLastChangedAt: string;
  provisionalExpirationDate?: string;
  isInternal: boolean;
}

export interface AccountData {
  plans: StoredPlan[];
  /** user id -> the plans the user is on (the first is the main plan). */
  memberships: Map<bigint, StoredPlanMembership[]>;
  /** Email domains the organization has validated (lower case). */
  validatedDomains: Set<string>;
}

/** The demo OAuth app for `POST /token`: hash = sha256hex(`<secret>|<code or refresh token>`). */
export const DEMO_OAUTH_APP = { clientId: 'wm-demo-client', secret: 'wm-demo-app-secret' } as const;
/** Authorization codes the emulator accepts once each: this prefix plus anything. */
export const DEMO_AUTH_CODE_PREFIX = 'wm-demo-code-';

/** Two plans: the main user-model Enterprise plan (everyone) and a legacy plan (every fifth user). */
export function buildAccountData(ids: IdAllocator, users: StoredUser[]): AccountData {
  const random = new DemoRandom(1701);
  const main: StoredPlan = { id: ids.next(), name: 'Example Corp Enterprise', userModel: true };
  const legacy: StoredPlan = { id: ids.next(), name: 'Example Corp Legacy Team', userModel: false };
  const now = Date.parse('2026-11-01T00:00:00Z');
  const memberships = new Map<bigint, StoredPlanMembership[]>();
  for (const user of users) {
    const list: StoredPlanMembership[] = [
      {
        planId: main.id,
        seatType: user.seatType,
        seatTypeLastChangedAt: user.seatTypeLastChangedAt,
        isInternal: user.isInternal,
      },
    ];
    if (user.provisionalExpirationDate) list[0]!.provisionalExpirationDate = user.provisionalExpirationDate;
    if (user.index % 5 === 2) {
      list.push({
        planId: legacy.id,
        seatType: 'VIEWER',
        seatTypeLastChangedAt: isoSeconds(now - random.int(30, 400) * DAY_MS),
        isInternal: user.isInternal,
      });
    }
    memberships.set(user.id, list);
  }
  return { plans: [main, legacy], memberships, validatedDomains: new Set(['example.com']) };
}
