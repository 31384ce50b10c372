import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, balanceResponseSchema, type BalanceResponse } from '@broker/shared/contracts';
import { getJson } from '@broker/shared/api';
import { getBalanceQueryOptions } from './get-balance';
import { fundsKeys } from '../../../api/query-keys';

/** GET cabinet/balance/refresh/ — asks the back office for fresh figures (`created` moves to now). */
export function refreshBalance(): Promise<BalanceResponse> {
  return getJson('api', API_PATHS.balanceRefresh, balanceResponseSchema);
}

export function useRefreshBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: fundsKeys.refreshBalance(),
    mutationFn: refreshBalance,
    onSuccess: async (fresh) => {
      client.setQueryData(getBalanceQueryOptions().queryKey, fresh);
      // then reload, as the spec says: the plain read is the source of truth for what is shown
      await client.invalidateQueries({ queryKey: getBalanceQueryOptions().queryKey });
    },
  });
}
