import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, sharingResultResponseSchema, type SharingResultResponse } from '@broker/shared/contracts';

/**
 * GET profile/sharing/result/ — asked when the user continues (onboarding §4 QR flow). Not a cached
 * query: every ask is a new poll the server counts. 404 (no share started) is the caller's to map.
 */
export function getSharingResult(opts: CallOptions = {}): Promise<SharingResultResponse> {
  return getJson('api', API_PATHS.sharingResult, sharingResultResponseSchema, opts);
}
