import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, balanceResponseSchema, type BalanceResponse } from '@broker/shared/contracts';
import { getJson, type CallOptions } from '@broker/shared/api';
import { fundsKeys } from '../../../api/query-keys';

/** GET cabinet/balance/ — trade limits and balances as of `created` (cabinet §3 "Trade limits data"). */
export function getBalance(opts: CallOptions = {}): Promise<BalanceResponse> {
  return getJson('api', API_PATHS.balance, balanceResponseSchema, opts);
}

export function getBalanceQueryOptions() {
  return queryOptions({ queryKey: fundsKeys.balance(), queryFn: ({ signal }) => getBalance({ signal }) });
}

export function useBalance() {
  return useQuery(getBalanceQueryOptions());
}
