// The backend's spelling of each of this domain's enum values (GraphQL name -> backend value): the
// server maps between them in both directions, and the generated types use the backend's spelling.
import type { EnumValueMap } from '../enums.js';

export const resourceEnumValues: EnumValueMap = {
  ProjectState: { CONFIRMED: 'Confirmed', TENTATIVE: 'Tentative', INTERNAL: 'Internal' },
  LicenseType: { LICENSED: 'licensed', MANAGED_RESOURCE: 'managed_resource' },
  AllocationMode: { PERCENT: 'percent', HOURS_PER_DAY: 'hours_per_day', FIXED: 'fixed' },
  ApprovalStatus: { PENDING: 'pending', APPROVED: 'approved' },
  ApprovableType: { TIME_ENTRY: 'TimeEntry', EXPENSE_ITEM: 'ExpenseItem' },
  BudgetItemType: { EXPENSES: 'Expenses', TIME_FEES: 'TimeFees', TIME_FEES_DAYS: 'TimeFeesDays' },
  CustomFieldNamespace: { PROJECTS: 'assignables', PEOPLE: 'users' },
  CustomFieldDataType: {
    TEXT: 'string',
    SELECTION_LIST: 'selection_list',
    MULTIPLE_CHOICE_SELECTION_LIST: 'multiple_choice_selection_list',
  },
};
