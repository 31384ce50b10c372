import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, currenciesResponseSchema, type CurrencyRef } from '@broker/shared/contracts';
import { accountsKeys } from '../../../api/query-keys';

/** GET profile/refs/currencies/ — the currency options of the add-account form (cabinet §7). */
export function getCurrencies(opts: CallOptions = {}): Promise<CurrencyRef[]> {
  return getJson('api', API_PATHS.ref('currencies'), currenciesResponseSchema, opts);
}

export function getCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.currencies(),
    queryFn: ({ signal }) => getCurrencies({ signal }),
    staleTime: 30 * 60_000,
  });
}

export function useCurrencies() {
  return useQuery(getCurrenciesQueryOptions());
}
