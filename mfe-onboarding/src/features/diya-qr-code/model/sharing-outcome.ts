import type { SharingResultPage, SharingResultResponse } from '@broker/shared/contracts';
import { doublesPage } from '../../../components/sharing-doubles';

/** What the QR page does with one answer of sharing/result. */
export type SharingStep =
  /** initialized / processing: stay on the QR, the 10 s countdown starts again */
  | { kind: 'stay'; processing: boolean }
  /** a final answer: the result page with its text and next action */
  | { kind: 'result'; page: SharingResultPage }
  /** shared, no profile yet: registration continues with the shared contacts and source SHARING */
  | { kind: 'register'; email: string | null; phone: string | null }
  /** shared by a signed-in applicant: the data waits on the check page */
  | { kind: 'check-data' };

/**
 * onboarding §4 "QR flow statuses": initialized and processing keep the QR page; refuse, notUsed (the QR
 * expired unused), error and noFullData end on their result page; a success is read through `doubles`:
 * LAUNCHING → waiting, EXISTING → success (log in), NOLOGIN → notUniqueData; without doubles the share
 * leads to registration (visitor) or to the data check (signed-in applicant).
 */
export function sharingStep(result: SharingResultResponse, signedIn: boolean): SharingStep {
  switch (result.status) {
    case 'initialized':
      return { kind: 'stay', processing: false };
    case 'processing':
      return { kind: 'stay', processing: true };
    case 'refuse':
    case 'notUsed':
    case 'error':
    case 'noFullData':
      return { kind: 'result', page: result.status };
    case 'success': {
      const page = doublesPage(result.doubles?.profile_status);
      if (page) return { kind: 'result', page };
      return signedIn ? { kind: 'check-data' } : { kind: 'register', email: result.email, phone: result.phone };
    }
  }
}
