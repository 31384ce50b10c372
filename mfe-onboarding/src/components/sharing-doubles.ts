import { doublesStatusSchema, type SharingResultPage } from '@broker/shared/contracts';
import type { z } from 'zod';

const PAGE_OF: Record<z.infer<typeof doublesStatusSchema>, SharingResultPage> = {
  LAUNCHING: 'waiting',
  EXISTING: 'success',
  NOLOGIN: 'notUniqueData',
};

/**
 * onboarding §4 "QR flow statuses" and §8 FullSentProfile: a `doubles.profile_status` names the QR
 * result page — LAUNCHING → waiting, EXISTING → success (log in), NOLOGIN → notUniqueData. Anything else
 * (absent, null, unknown) names none. Shared by the QR page and the registration sequence.
 */
export function doublesPage(status: unknown): SharingResultPage | null {
  const parsed = doublesStatusSchema.safeParse(status);
  return parsed.success ? PAGE_OF[parsed.data] : null;
}
