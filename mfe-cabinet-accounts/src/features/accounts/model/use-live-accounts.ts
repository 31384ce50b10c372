import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@broker/shared/events';
import { getAccountsQueryOptions } from '../api/get-accounts';

/**
 * Live updates (cabinet §4): accounts reload when the websocket says `accounts`, and after a reconnect
 * (a push may have been missed). Returns `reload`, for the screen to reload the same way after its own changes.
 */
export function useLiveAccounts(): { reload: () => void } {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: getAccountsQueryOptions().queryKey });
  useBusEvent('socket:update', ({ data }) => {
    if (data === 'accounts') reload();
  });
  useBusEvent('socket:reconnected', reload);
  return { reload };
}
