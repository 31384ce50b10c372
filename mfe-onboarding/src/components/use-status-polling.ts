import { STATUS_POLL_MS, useUserInfo, type UserInfo } from '@broker/shared/session';
import type { CheckStatus } from '@broker/shared/contracts';

/** Statuses that end the wait (§4 "Waiting"): form-status shows their text. */
export const DECIDED_STATUSES: readonly CheckStatus[] = ['ERRORS', 'REJECTED', 'APPROVED'];

export function isDecided(status: string | null | undefined): status is 'ERRORS' | 'REJECTED' | 'APPROVED' {
  return typeof status === 'string' && (DECIDED_STATUSES as readonly string[]).includes(status);
}

/** §4: residents wait in INITIAL or REVIEW, non-residents in REVIEW. */
export function isWaiting(user: Pick<UserInfo, 'is_resident' | 'check_status'> | null | undefined): boolean {
  if (!user) return false;
  if (user.is_resident) return user.check_status === 'INITIAL' || user.check_status === 'REVIEW';
  return user.check_status === 'REVIEW';
}

/**
 * The signed-in user's info, re-read every 10 s while the application waits for a decision. It lands
 * in the session store, so the shell's header and rules see the new status too.
 */
export function useStatusPolling() {
  const { user, loading, signedIn } = useUserInfo({ refetchInterval: (u) => (isWaiting(u) ? STATUS_POLL_MS : false) });
  return { user, waiting: isWaiting(user), loading, hasToken: signedIn };
}
