import { SHARING_RESULT_PAGES, type SharingResultPage } from '@broker/shared/contracts';

/** What a result page offers next. */
export type ResultAction = 'newQr' | 'bankId' | 'login' | 'cabinet' | 'manager';

/**
 * Each result's next actions, the first one primary. Unknown statuses read as `error`, so a broken
 * link still leads somewhere useful.
 */
export const RESULT_ACTIONS: Record<SharingResultPage, readonly ResultAction[]> = {
  processing: ['newQr'],
  notUsed: ['newQr'],
  refuse: ['newQr', 'bankId'],
  waiting: ['login'],
  success: ['login'],
  doc_sign_success: ['cabinet'],
  error: ['newQr', 'bankId'],
  noFullData: ['bankId'],
  notUniqueData: ['manager', 'login'],
};

export function resultPageOf(status: string | null): SharingResultPage {
  return (SHARING_RESULT_PAGES as readonly string[]).includes(status ?? '') ? (status as SharingResultPage) : 'error';
}
