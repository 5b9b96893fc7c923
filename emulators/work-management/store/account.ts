// Account state of the work-management emulator beyond the demo users: plans and seat types,
// validated domains, user add/remove, OAuth codes and refresh tokens, and fresh ids for new objects.
import { randomBytes } from 'node:crypto';
import { DemoRandom } from '../../kit/random.js';
import { buildAccountData, type AccountData, type StoredPlan, type StoredPlanMembership } from '../data/account.js';
import { findById, IdAllocator, parseId } from '../ids.js';
import type { WmErrors } from '../errors.js';
import type {
  DemoData,
  SeatType,
  StoredAsset,
  StoredFolder,
  StoredSheet,
  StoredUser,
  StoredWorkspace,
} from '../model.js';

/**
 * The parts of the instance's store the account state reads and keeps current: the demo data, its
 * indexes and the error bodies. The store hands itself over as this, so this module never imports it.
 */
export interface AccountDirectory {
  readonly data: Pick<DemoData, 'users' | 'workspaces' | 'sheets' | 'assets'>;
  readonly errors: Pick<WmErrors, 'forbidden' | 'userNotFound'>;
  readonly usersById: Map<bigint, StoredUser>;
  readonly usersByEmail: Map<string, StoredUser>;
  readonly workspacesById: ReadonlyMap<bigint, StoredWorkspace>;
  readonly foldersById: ReadonlyMap<bigint, StoredFolder>;
  readonly sheetsById: ReadonlyMap<bigint, StoredSheet>;
  readonly assetsById: ReadonlyMap<bigint, StoredAsset>;
}

/** The mutation envelope of the service (backends.md 1.1). */
export function success(result?: unknown): Record<string, unknown> {
  return result === undefined ? { message: 'SUCCESS', resultCode: 0 } : { message: 'SUCCESS', resultCode: 0, result };
}

/** Seat tiers for upgrade/downgrade, lowest first; GUEST is not a tier (external collaborators). */
export const SEAT_TIERS: readonly SeatType[] = ['VIEWER', 'PROVISIONAL_MEMBER', 'MEMBER'];

export class AccountStore {
  readonly data: AccountData;
  private readonly ids = new IdAllocator(new DemoRandom(1709));
  /** Authorization codes already exchanged. */
  readonly usedCodes = new Set<string>();
  /** Live refresh tokens. */
  readonly refreshTokens = new Set<string>();

  constructor(private readonly store: AccountDirectory) {
    this.data = buildAccountData(new IdAllocator(new DemoRandom(1703)), store.data.users);
  }

  /** An id no stored object uses yet. */
  newId(): bigint {
    for (;;) {
      const id = this.ids.next();
      const s = this.store;
      if (
        ![s.usersById, s.workspacesById, s.foldersById, s.sheetsById, s.assetsById].some((m) => m.has(id)) &&
        !this.data.plans.some((p) => p.id === id)
      )
        return id;
    }
  }

  /** A random opaque token (OAuth access and refresh tokens, webhook secrets). */
  secret(bytes = 18): string {
    return randomBytes(bytes).toString('base64url');
  }

  mainPlan(): StoredPlan {
    return this.data.plans[0]!;
  }

  plan(param: string | undefined): StoredPlan | undefined {
    const id = parseId(param);
    return this.data.plans.find((p) => p.id === id);
  }

  membershipsOf(user: StoredUser): StoredPlanMembership[] {
    return this.data.memberships.get(user.id) ?? [];
  }

  /** 403 1004 unless the caller is a System Admin. */
  requireAdmin(caller: StoredUser): void {
    if (!caller.admin) throw this.store.errors.forbidden();
  }

  /** The user named by a path parameter, or 404 1020. */
  requireUser(param: string | undefined): StoredUser {
    return findById(
      param,
      (id) => this.store.usersById.get(id),
      () => this.store.errors.userNotFound(),
    );
  }

  /** The user whose primary or alternate address is `email` (case-insensitive). */
  findByAnyEmail(email: string): { user: StoredUser; primary: boolean } | undefined {
    const lower = email.toLowerCase();
    const primary = this.store.usersByEmail.get(lower);
    if (primary) return { user: primary, primary: true };
    const owner = this.store.data.users.find((u) => u.alternateEmails.some((a) => a.email.toLowerCase() === lower));
    return owner ? { user: owner, primary: false } : undefined;
  }

  domainValidated(email: string): boolean {
    return this.data.validatedDomains.has(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
  }

  /** Keeps the user's own seat fields equal to their main-plan membership. */
  syncMainSeat(user: StoredUser): void {
    const main = this.membershipsOf(user).find((m) => m.planId === this.mainPlan().id);
    if (!main) return;
    user.seatType = main.seatType;
    user.seatTypeLastChangedAt = main.seatTypeLastChangedAt;
    if (main.provisionalExpirationDate) user.provisionalExpirationDate = main.provisionalExpirationDate;
    else delete user.provisionalExpirationDate;
    if (main.seatType === 'MEMBER' && this.mainPlan().userModel) user.licensedSheetCreator = true;
  }

  addUser(user: StoredUser): void {
    this.store.data.users.push(user);
    this.store.usersById.set(user.id, user);
    this.store.usersByEmail.set(user.email.toLowerCase(), user);
    this.data.memberships.set(user.id, [
      {
        planId: this.mainPlan().id,
        seatType: user.seatType,
        seatTypeLastChangedAt: user.seatTypeLastChangedAt,
        isInternal: user.isInternal,
      },
    ]);
  }

  removeUser(user: StoredUser): void {
    const users = this.store.data.users;
    users.splice(users.indexOf(user), 1);
    this.store.usersById.delete(user.id);
    this.store.usersByEmail.delete(user.email.toLowerCase());
    this.data.memberships.delete(user.id);
  }

  /** Drops every direct share of the user on workspaces, sheets, reports and dashboards. */
  removeFromSharing(user: StoredUser): void {
    const { workspaces, sheets, assets } = this.store.data;
    for (const item of [...workspaces, ...sheets, ...assets]) item.shares.delete(user.id);
  }

  /** Renames a user's primary address (make-primary), keeping the email index current. */
  setPrimaryEmail(user: StoredUser, email: string): void {
    this.store.usersByEmail.delete(user.email.toLowerCase());
    user.email = email;
    this.store.usersByEmail.set(email.toLowerCase(), user);
  }
}

/** Plan membership as `GET /users/{userId}/plans` writes it. */
export function renderMembership(m: StoredPlanMembership): Record<string, unknown> {
  const out: Record<string, unknown> = {
    planId: m.planId,
    seatType: m.seatType,
    seatTypeLastChangedAt: m.seatTypeLastChangedAt,
    isInternal: m.isInternal,
  };
  if (m.provisionalExpirationDate) out.provisionalExpirationDate = m.provisionalExpirationDate;
  return out;
}
