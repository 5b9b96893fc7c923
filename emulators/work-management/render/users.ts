// Wire shapes of users: the User list item (GET /users) and the UserProfile (GET /users/me,
// GET /users/{userId}), field names as backends.md 1.4 gives them.
import type { StoredUser } from '../model.js';

export interface UserRenderOptions {
  /** `planId` was given: add the plan-related seat fields. */
  withPlan?: boolean;
}

export function renderUser(user: StoredUser, options: UserRenderOptions = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    admin: user.admin,
    groupAdmin: user.groupAdmin,
    licensedSheetCreator: user.licensedSheetCreator,
    resourceViewer: user.resourceViewer,
    status: user.status,
  };
  if (user.status === 'ACTIVE') out.sheetCount = -1;
  if (user.lastLogin) out.lastLogin = user.lastLogin;
  if (user.customWelcomeScreenViewed) out.customWelcomeScreenViewed = user.customWelcomeScreenViewed;
  if (user.profileImage) out.profileImage = { ...user.profileImage };
  out.seatType = user.seatType;
  if (options.withPlan) {
    out.seatTypeLastChangedAt = user.seatTypeLastChangedAt;
    out.isInternal = user.isInternal;
  }
  if (user.provisionalExpirationDate) out.provisionalExpirationDate = user.provisionalExpirationDate;
  return out;
}

export function renderUserProfile(user: StoredUser, account: { id: bigint; name: string }): Record<string, unknown> {
  return {
    ...renderUser(user),
    account: { id: account.id, name: account.name },
    alternateEmails: user.alternateEmails.map((a) => ({ id: a.id, email: a.email, confirmed: a.confirmed })),
    locale: user.locale,
    timeZone: user.timeZone,
    title: user.title,
    department: user.department,
    company: user.company,
    workPhone: user.workPhone,
    mobilePhone: user.mobilePhone,
    role: user.role,
    jiraAdmin: false,
    salesforceAdmin: false,
    salesforceUser: false,
  };
}
