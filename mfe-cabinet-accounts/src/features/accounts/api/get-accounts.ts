import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { accountsResponseSchema, API_PATHS, type AccountsResponse } from '@broker/shared/contracts';
import { accountsKeys } from '../../../api/query-keys';

/** GET cabinet/accounts/ — payout and verified accounts (cabinet §7). */
export function getAccounts(opts: CallOptions = {}): Promise<AccountsResponse> {
  return getJson('api', API_PATHS.accounts, accountsResponseSchema, opts);
}

export function getAccountsQueryOptions() {
  return queryOptions({ queryKey: accountsKeys.list(), queryFn: ({ signal }) => getAccounts({ signal }) });
}

export function useAccounts() {
  return useQuery(getAccountsQueryOptions());
}
