// Document 1's rules on shares, primary-email operations, users and alternate emails, as rows.
import type { accountOps } from './doc1-account.ops.js';
import { opRows, type OpInput } from './ops.js';
import { accepted, refused, type RuleRow } from './rule-types.js';

const CHANGES = 'Operations named in the change history';
const USERS = 'User and alternate email';
const STATES = 'States and transitions';

const row = opRows<typeof accountOps>('Document 1');

const SEAT_TYPES = ['GUEST', 'MEMBER', 'PROVISIONAL_MEMBER', 'VIEWER'];

export const accountRows: Array<RuleRow<OpInput>> = [
  // Shares.
  row('D1-SHARE-001', CHANGES, 'PATCH /shares/{shareId}: accessLevel cannot be OWNER', 'shares demo sheet "Lessons Learned" with a fresh user (VIEWER), then updates that share', 'share.update', { accessLevel: 'OWNER' }, refused(403, 1026), 'knows'),
  row('D1-SHARE-002', CHANGES, 'no ownership transfer: sharing with accessLevel OWNER', 'demo sheet "Lessons Learned", a fresh user', 'share.create', { accessLevel: 'OWNER' }, refused(403, 1026), 'knows'),
  row('D1-SHARE-003', CHANGES, 'PATCH /shares/{shareId}: update a share', 'shares demo sheet "Lessons Learned" with a fresh user (VIEWER), then updates that share', 'share.update', { accessLevel: 'EDITOR' }, accepted({ accessLevel: 'EDITOR' }), 'knows'),
  row('D1-SHARE-004', CHANGES, 'POST /shares: share an asset with users', 'demo sheet "Lessons Learned", a fresh user', 'share.create', { accessLevel: 'EDITOR_SHARE' }, accepted({ accessLevel: 'EDITOR_SHARE' }), 'knows'),
  row('D1-SHARE-005', CHANGES, 'POST /shares: share a workspace', 'demo workspace "Finance", a fresh user', 'share.create', { assetType: 'workspace', accessLevel: 'VIEWER' }, accepted({ accessLevel: 'VIEWER' }), 'knows'),
  row('D1-SHARE-006', CHANGES, 'shares query assetType: sheet', 'demo sheet "Lessons Learned"', 'share.list', { assetType: 'sheet' }, accepted({ listed: true, idsAreStrings: true }), 'knows'),
  row('D1-SHARE-007', CHANGES, 'shares query assetType: report', 'the first demo report', 'share.list', { assetType: 'report' }, accepted({ listed: true, idsAreStrings: true }), 'knows'),
  row('D1-SHARE-008', CHANGES, 'shares query assetType: workspace', 'demo workspace "Finance"', 'share.list', { assetType: 'workspace' }, accepted({ listed: true, idsAreStrings: true }), 'knows'),
  row('D1-SHARE-009', CHANGES, 'shares query assetType: sight', 'the first demo dashboard', 'share.list', { assetType: 'sight' }, accepted({ listed: true, idsAreStrings: true }), 'knows'),
  row('D1-SHARE-010', CHANGES, 'shares query assetType is one of sheet, report, workspace, sight, collection, file', 'demo sheet "Lessons Learned" named as a folder', 'share.list', { assetType: 'folder' }, refused(400, 1018), 'typed'),

  // Operations that must use the primary address.
  row('D1-PRIMARY-001', USERS, 'Add User must use the primary address (an alternate address causes an error)', 'a demo user with an alternate address', 'user.add', { email: 'alternate' }, refused(400, 1159), 'knows'),
  row('D1-PRIMARY-002', USERS, 'Share Sheet must use the primary address', 'demo sheet "Lessons Learned", a demo user with an alternate address', 'share.create', { assetType: 'sheet', recipient: 'alternate', accessLevel: 'VIEWER' }, refused(400, 1159), 'knows'),
  row('D1-PRIMARY-003', USERS, 'Share Workspace must use the primary address', 'demo workspace "Finance", a demo user with an alternate address', 'share.create', { assetType: 'workspace', recipient: 'alternate', accessLevel: 'VIEWER' }, refused(400, 1159), 'knows'),
  row('D1-PRIMARY-004', USERS, 'Share Report must use the primary address', 'the first demo report, a demo user with an alternate address', 'share.create', { assetType: 'report', recipient: 'alternate', accessLevel: 'VIEWER' }, refused(400, 1159), 'knows'),

  // Users.
  row('D1-USER-001', USERS, 'sheetCount: always -1 (for an active user)', 'a demo ACTIVE user', 'user.read', { status: 'ACTIVE' }, accepted({ status: 'ACTIVE', sheetCount: -1 }), 'backend'),
  row('D1-USER-002', USERS, 'licensedSheetCreator set true when added to a user-model plan, whatever the request says', 'adds a user to the account (its plan is a user-model plan)', 'user.add', { email: 'new', licensedSheetCreator: false }, accepted({ licensedSheetCreator: true }), 'backend'),
  row('D1-USER-003', USERS, 'provisionalExpirationDate ends the review period of a provisional member', 'a demo PROVISIONAL_MEMBER user', 'user.read', { seatType: 'PROVISIONAL_MEMBER' }, accepted({ seatType: 'PROVISIONAL_MEMBER', hasProvisionalExpirationDate: true }), 'backend'),
  row('D1-USER-004', USERS, 'seatType values: VIEWER, GUEST, PROVISIONAL_MEMBER, MEMBER', 'every demo user', 'user.list', {}, accepted({ nonEmpty: true, seatTypes: SEAT_TYPES }), 'backend'),
  ...SEAT_TYPES.map((seatType, i) => row(`D1-USER-00${5 + i}`, CHANGES, `GET /users: query seatType filters (${seatType})`, 'the demo users', 'user.list', { seatType }, accepted({ nonEmpty: true, seatTypes: [seatType] }), 'backend')),
  row('D1-USER-009', CHANGES, 'GET /users: seatType is one of the seat type values', 'the demo users', 'user.list', { seatType: 'ROOT' }, refused(400, 1018), 'typed'),
  row('D1-USER-010', CHANGES, 'GET /users: query planId adds seat type, last seat-type change time and internal flag per user', 'the main demo plan', 'user.list', { planId: true }, accepted({ nonEmpty: true, planFields: true }), 'backend'),
  row('D1-USER-011', CHANGES, 'DELETE /users/{userId}: query parameter removeFromSharing', 'adds a user, then removes them', 'user.remove', { removeFromSharing: true }, accepted({ exists: false }), 'backend'),
  row('D1-USER-012', CHANGES, 'DELETE /users/{userId}: query parameters transferSheets and transferTo (int64)', 'adds a user, then removes them, items to the admin', 'user.remove', { transferSheets: true, transferTo: 'admin' }, accepted({ exists: false }), 'backend'),
  row('D1-USER-013', CHANGES, 'DELETE /users/{userId}: transferTo is an integer (int64)', 'adds a user, then removes them', 'user.remove', { transferSheets: true, transferTo: 'somebody' }, refused(400, 1018), 'knows'),

  // Alternate emails.
  ...['list', 'get', 'add', 'delete', 'makeprimary'].map((action, i) => row(`D1-ALT-00${i + 1}`, 'Authentication', `rule 4: alternate-email operations require the System Admin permission (${action})`, 'a demo user with an alternate address; the caller is user 1, not an admin', 'alt.byNonAdmin', { action }, refused(403, 1004), 'backend')),
  row('D1-ALT-006', 'Alternate emails', 'POST /users/{userId}/alternateemails: add an alternate address (validated domain: confirmed)', 'a fresh demo user', 'alt.add', { address: 'validated' }, accepted({ listed: true, confirmed: true }), 'backend'),
  row('D1-ALT-007', 'Alternate emails', 'add an alternate address in another domain: not confirmed', 'a fresh demo user', 'alt.add', { address: 'unvalidated' }, accepted({ listed: true, confirmed: false }), 'backend'),
  row('D1-ALT-008', USERS, 'a user has exactly one primary address: an address of another user cannot be added', "a fresh demo user, another user's primary address", 'alt.add', { address: 'taken' }, refused(400, 1157), 'knows'),
  row('D1-ALT-009', 'Alternate emails', 'DELETE /users/{userId}/alternateemails/{alternateEmailId}', 'a fresh demo user with an alternate address it adds', 'alt.delete', {}, accepted({ listed: false }), 'backend'),
  row('D1-ALT-010', STATES, 'makeprimary: the alternate address is confirmed and the primary domain validated: it becomes the primary', 'a fresh demo user, an alternate address it adds in the validated domain', 'alt.makePrimary', { case: 'confirmed' }, accepted({ promoted: true }), 'backend'),
  row('D1-ALT-011', STATES, 'makeprimary: the alternate address is confirmed or its domain is validated', 'a fresh demo user, an unconfirmed alternate address it adds', 'alt.makePrimary', { case: 'unconfirmed' }, refused(400, 1158), 'backend'),
  row('D1-ALT-012', STATES, "makeprimary: the user's primary email domain is validated", 'adds a user whose primary address is outside the validated domain, and a confirmed alternate', 'alt.makePrimary', { case: 'primaryNotValidated' }, refused(403, 1186), 'backend'),
];
