// Work-management sharing datasource: the /shares endpoints (list, get, create, update, delete),
// addressed by asset type and id. The list envelope is `items` or `data`: both are accepted.
import { WorkManagementClient } from './client.js';
import type { WmResult } from './account-api.js';
import type { WmId } from './types.js';
import { restPath } from '../path.js';

export const SHARING_PATHS = {
  shares: '/shares',
  share: (id: string) => restPath`/shares/${id}`,
} as const;

export interface WmShare {
  id: string;
  type?: string;
  userId?: WmId;
  groupId?: WmId;
  email?: string;
  name?: string;
  accessLevel?: string;
  scope?: string;
  ccMe?: boolean;
  subject?: string;
  message?: string;
  createdAt?: string;
  modifiedAt?: string;
}

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

interface RawSharePage {
  items?: WmShare[];
  data?: WmShare[];
  lastKey?: string | null;
}

export class WorkManagementSharingApi extends WorkManagementClient {
  async listShares(assetType: string, assetId: string, lastKey: string | null, maxItems: number): Promise<{ shares: WmShare[]; lastKey: string | null }> {
    const page = await this.get<RawSharePage>(SHARING_PATHS.shares, { assetType, assetId, maxItems, lastKey: lastKey ?? undefined });
    return { shares: page.items ?? page.data ?? [], lastKey: page.lastKey ?? null };
  }

  getShare(assetType: string, assetId: string, shareId: string): Promise<WmShare> {
    return this.get(SHARING_PATHS.share(shareId), { assetType, assetId });
  }

  createShares(assetType: string, assetId: string, shares: NewShare[], sendEmail: boolean): Promise<WmResult<WmShare[]>> {
    return this.send('POST', SHARING_PATHS.shares, { assetType, assetId, sendEmail }, shares);
  }

  updateShare(assetType: string, assetId: string, shareId: string, accessLevel: string): Promise<WmResult<WmShare>> {
    return this.send('PATCH', SHARING_PATHS.share(shareId), { assetType, assetId }, { accessLevel });
  }

  deleteShare(assetType: string, assetId: string, shareId: string): Promise<WmResult<never>> {
    return this.send('DELETE', SHARING_PATHS.share(shareId), { assetType, assetId });
  }
}
