// The caller's credentials for each backend, resolved from request headers with the
// configured service credentials as fallback.

export interface WorkManagementCredential {
  token: string;
  /** Email of the user a System Admin acts as (`Assume-User`). */
  assumeUser?: string;
}

export interface Credentials {
  workManagement: WorkManagementCredential | null;
  resourcePlanning: { token: string } | null;
  digitalAsset: { token: string } | null;
}
