import { useQuery } from '@tanstack/react-query';
import { useAuth, type UserInfo } from '@broker/shared/auth';
import { userInfoQueryOptions } from '@broker/shared/api';
import type { CheckStatus } from '@broker/shared/contracts';
import { STATUS_POLL_MS } from '../config/constants';

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
 * The signed-in user's info, re-read every 10 s while the application waits for a decision. The
 * shared fetcher also updates the auth store, so the shell's header and rules see the new status.
 */
export function useStatusPolling() {
  const hasToken = useAuth((s) => s.tokens !== null);
  const stored = useAuth((s) => s.user);
  const query = useQuery({
    ...userInfoQueryOptions(),
    enabled: hasToken,
    refetchInterval: (q) => (isWaiting(q.state.data ?? stored) ? STATUS_POLL_MS : false),
    // the wait runs in the background tab too: the decision may come while the user reads mail
    refetchIntervalInBackground: true,
  });
  const user = query.data ?? stored;
  return { user, waiting: isWaiting(user), loading: hasToken && !user && query.isPending, hasToken };
}
