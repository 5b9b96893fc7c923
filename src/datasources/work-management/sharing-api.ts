// Work-management sharing datasource: the /shares endpoints (list, get, create, update, delete),
// addressed by asset type and id. The list envelope is `items` or `data`: both are accepted.
import Type from 'typebox';
import { answerShape, type AnswerType } from '../answer-shape.js';
import { WorkManagementClient } from './client.js';
import { resultOf, WmDoneShape, WmIdSchema, type WmDone, type WmResult } from './types.js';
import { restPath } from '../path.js';

export const SHARING_PATHS = {
  shares: '/shares',
  share: (id: string) => restPath`/shares/${id}`,
} as const;

const optionalText = () => Type.Optional(Type.String());

/** A share; its id is a string (backends.md 1.4), unique only within its asset. */
const WmShareSchema = Type.Object({
  id: Type.String(),
  type: optionalText(),
  userId: Type.Optional(WmIdSchema),
  groupId: Type.Optional(WmIdSchema),
  email: optionalText(),
  name: optionalText(),
  accessLevel: optionalText(),
  scope: optionalText(),
  ccMe: Type.Optional(Type.Boolean()),
  subject: optionalText(),
  message: optionalText(),
  createdAt: optionalText(),
  modifiedAt: optionalText(),
});
const WmShareShape = answerShape('a share', WmShareSchema);
export type WmShare = AnswerType<typeof WmShareShape>;

/** The list envelope: `items` or `data`. */
const SharePageShape = answerShape(
  'a page of shares',
  Type.Object({
    items: Type.Optional(Type.Array(WmShareSchema)),
    data: Type.Optional(Type.Array(WmShareSchema)),
    lastKey: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
);
const SharesResultShape = answerShape('a result envelope of shares', resultOf(Type.Array(WmShareSchema)));
const ShareResultShape = answerShape('a result envelope of a share', resultOf(WmShareSchema));

/** A share with the asset it belongs to (the share id is unique only within its asset). */
export interface ShareModel {
  assetType: string;
  assetId: string;
  share: WmShare;
}

export interface NewShare {
  email: string;
  accessLevel: string;
  subject?: string;
  message?: string;
  ccMe?: boolean;
}

export class WorkManagementSharingApi extends WorkManagementClient {
  async listShares(
    assetType: string,
    assetId: string,
    lastKey: string | null,
    maxItems: number,
  ): Promise<{ shares: WmShare[]; lastKey: string | null }> {
    const page = await this.get(SharePageShape, SHARING_PATHS.shares, {
      assetType,
      assetId,
      maxItems,
      lastKey: lastKey ?? undefined,
    });
    return { shares: page.items ?? page.data ?? [], lastKey: page.lastKey ?? null };
  }

  getShare(assetType: string, assetId: string, shareId: string): Promise<WmShare> {
    return this.get(WmShareShape, SHARING_PATHS.share(shareId), { assetType, assetId });
  }

  createShares(
    assetType: string,
    assetId: string,
    shares: NewShare[],
    sendEmail: boolean,
  ): Promise<WmResult<WmShare[]>> {
    return this.send(SharesResultShape, 'POST', SHARING_PATHS.shares, { assetType, assetId, sendEmail }, shares);
  }

  updateShare(assetType: string, assetId: string, shareId: string, accessLevel: string): Promise<WmResult<WmShare>> {
    return this.send(ShareResultShape, 'PATCH', SHARING_PATHS.share(shareId), { assetType, assetId }, { accessLevel });
  }

  deleteShare(assetType: string, assetId: string, shareId: string): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', SHARING_PATHS.share(shareId), { assetType, assetId });
  }
}
