import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@broker/shared/events';
import { getAccountsQueryOptions } from '../api/get-accounts';

/** cabinet §4: accounts reload when the websocket says `accounts` (and after a reconnect: a push may have been missed). */
export function useAccountsLive(): () => void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: getAccountsQueryOptions().queryKey });
  useBusEvent('socket:update', ({ data }) => {
    if (data === 'accounts') reload();
  });
  useBusEvent('socket:reconnected', reload);
  return reload;
}
