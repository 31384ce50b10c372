import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, moneyConfirmationsResponseSchema, type MoneyConfirmationsResponse } from '@broker/shared/contracts';
import { getJson, type CallOptions } from '@broker/shared/api';
import { PAGE_SIZE, nextOffset } from '@broker/shared/lists';
import { fundsKeys } from '../../../api/query-keys';

/** GET cabinet/money_confirmations/ — the archive of sent confirmations, newest first (cabinet §7). */
export function getMoneyConfirmations(offset: number, opts: CallOptions = {}): Promise<MoneyConfirmationsResponse> {
  return getJson('api', API_PATHS.moneyConfirmations, moneyConfirmationsResponseSchema, {
    ...opts,
    searchParams: { limit: PAGE_SIZE, offset, ordering: '-created' },
  });
}

export function getMoneyConfirmationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: fundsKeys.confirmations(),
    queryFn: ({ pageParam, signal }) => getMoneyConfirmations(pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function useMoneyConfirmations() {
  return useInfiniteQuery(getMoneyConfirmationsQueryOptions());
}
