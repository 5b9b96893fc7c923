// The /shares routes (replacing the deprecated per-asset share endpoints): list (token pages,
// `items` envelope), get, create (a batch, checked whole first), update (never OWNER), delete.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { ACCESS_RANK, type AccessLevel, type StoredUser } from '../model.js';
import { parseId } from '../ids.js';
import { tokenPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { BodyReader, objectList } from '../request/body.js';
import { ASSET_TYPES, SharesStore, userIdOfShare, type AssetType, type SharedAsset } from '../store/shares.js';
import type { WorkManagementStore } from '../store/store.js';

const GRANTABLE: readonly AccessLevel[] = ['VIEWER', 'COMMENTER', 'EDITOR', 'EDITOR_SHARE', 'ADMIN'];
const ALL_LEVELS: readonly AccessLevel[] = [...GRANTABLE, 'OWNER'];

export function shareRoutes(store: WorkManagementStore): Route[] {
  const { errors, account } = store;
  const shares = new SharesStore(store);

  /** The asset named by the `assetType` and `assetId` query parameters, visible to the caller. */
  const assetOf = (req: EmulatorRequest, caller: StoredUser): { asset: SharedAsset; access: AccessLevel } => {
    const query = new QueryReader(req.query, errors);
    const type = query.string('assetType');
    const rawId = query.string('assetId');
    if (type === undefined) throw errors.missingParam('assetType');
    if (rawId === undefined) throw errors.missingParam('assetId');
    if (!(ASSET_TYPES as readonly string[]).includes(type)) throw errors.badParam('assetType', type);
    const id = parseId(rawId);
    if (id === undefined) throw errors.badParam('assetId', rawId);
    const asset = shares.asset(type as AssetType, id);
    if (!asset) throw errors.notFound();
    const access = shares.access(caller, asset);
    if (!access) throw errors.forbidden();
    return { asset, access };
  };

  /** Sharing needs ADMIN or OWNER, or EDITOR_SHARE for levels up to EDITOR_SHARE. */
  const mayGrant = (access: AccessLevel, level: AccessLevel): boolean =>
    ACCESS_RANK[access] >= ACCESS_RANK.ADMIN ||
    (access === 'EDITOR_SHARE' && ACCESS_RANK[level] <= ACCESS_RANK.EDITOR_SHARE);

  const findShare = (asset: SharedAsset, shareId: string | undefined): { userId: bigint; level: AccessLevel } => {
    const userId = userIdOfShare(shareId ?? '');
    const level = userId === undefined ? undefined : asset.shares.get(userId);
    if (userId === undefined || !level) throw errors.error(404, 1027, 'Share not found.');
    return { userId, level };
  };

  const levelOf = (body: BodyReader): AccessLevel => {
    const level = body.oneOf<AccessLevel>('accessLevel', ALL_LEVELS, true);
    if (level === 'OWNER') throw errors.error(403, 1026, 'Transferring ownership is not currently supported.');
    return level;
  };

  return [
    {
      method: 'GET',
      template: '/shares',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { asset } = assetOf(req, caller);
        const page = tokenPage(
          [...asset.shares],
          ([userId]) => userId,
          new QueryReader(req.query, errors),
          errors,
          ([userId, level]) => shares.render(asset, userId, level),
        );
        // The JS SDK's types name the list `items` (backends.md 1.1); this emulator answers that way.
        return { body: { items: page.data, ...(page.lastKey ? { lastKey: page.lastKey } : {}) } };
      },
    },
    {
      method: 'GET',
      template: '/shares/{shareId}',
      handler: (req) => {
        const { asset } = assetOf(req, callerOf(store, req));
        const { userId, level } = findShare(asset, req.params.shareId);
        return { body: shares.render(asset, userId, level) };
      },
    },
    {
      method: 'POST',
      template: '/shares',
      handler: (req) => {
        const caller = callerOf(store, req);
        const { asset, access } = assetOf(req, caller);
        const items = objectList(req, errors);
        // Every share of the batch is checked before any is written.
        const planned = items.map((item) => {
          const email = item.string('email', true).trim();
          const level = levelOf(item);
          if (!mayGrant(access, level)) throw errors.forbidden();
          const found = account.findByAnyEmail(email);
          if (found && !found.primary) {
            throw errors.error(
              400,
              1159,
              `The specified email address (${email}) is an alternate email address for a user with a primary email address of ${found.user.email}.`,
            );
          }
          if (!found) throw errors.userNotFound();
          if (found.user.id === asset.ownerId || asset.shares.has(found.user.id)) {
            throw errors.error(400, 1025, 'The share already exists.');
          }
          return {
            user: found.user,
            level,
            subject: item.string('subject'),
            message: item.string('message'),
            ccMe: item.bool('ccMe'),
          };
        });
        if (new Set(planned.map((p) => p.user.id)).size !== planned.length)
          throw errors.error(400, 1018, 'The same user is given twice.');
        const result = planned.map((p) => {
          asset.shares.set(p.user.id, p.level);
          shares.touch(asset, p.user.id, {
            ...(p.subject ? { subject: p.subject } : {}),
            ...(p.message ? { message: p.message } : {}),
            ...(p.ccMe !== undefined ? { ccMe: p.ccMe } : {}),
          });
          return shares.render(asset, p.user.id, p.level);
        });
        return { body: success(result) };
      },
    },
    {
      method: 'PATCH',
      template: '/shares/{shareId}',
      handler: (req) => {
        const { asset, access } = assetOf(req, callerOf(store, req));
        const { userId } = findShare(asset, req.params.shareId);
        const level = levelOf(BodyReader.of(req, errors));
        if (!mayGrant(access, level)) throw errors.forbidden();
        asset.shares.set(userId, level);
        shares.touch(asset, userId);
        return { body: success(shares.render(asset, userId, level)) };
      },
    },
    {
      method: 'DELETE',
      template: '/shares/{shareId}',
      handler: (req) => {
        const { asset, access } = assetOf(req, callerOf(store, req));
        const { userId, level } = findShare(asset, req.params.shareId);
        if (!mayGrant(access, level)) throw errors.forbidden();
        asset.shares.delete(userId);
        shares.forget(asset, userId);
        return { body: success() };
      },
    },
  ];
}
