import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from '../../../api/query-keys';
import { getJson } from '@broker/shared/api';
import { API_PATHS, personDataResponseSchema, type PersonDataResponse } from '@broker/shared/contracts';

/** GET {api}/cabinet/person_data/ — read-only personal data (cabinet §3, §7). */
export function getPersonData(opts: { signal?: AbortSignal } = {}): Promise<PersonDataResponse> {
  return getJson('api', API_PATHS.personData, personDataResponseSchema, opts);
}

export function getPersonDataQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.personData(),
    queryFn: ({ signal }) => getPersonData({ signal }),
    // only the broker changes it (cabinet §1): no reason to refetch while the page is open
    staleTime: 5 * 60_000,
  });
}

export function usePersonData() {
  return useQuery(getPersonDataQueryOptions());
}
