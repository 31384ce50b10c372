import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, refOptionsResponseSchema, type RefOptionsResponse } from '@broker/shared/contracts';
import { refsKeys } from '../../../api/query-keys';

type EmploymentRef = 'employment_types' | 'income_levels';

/** GET profile/refs/{employment_types|income_levels}/ — names for the ids the sharing app delivered. */
export function getEmploymentRef(name: EmploymentRef, opts: CallOptions = {}): Promise<RefOptionsResponse> {
  return getJson('api', API_PATHS.ref(name), refOptionsResponseSchema, opts);
}

export function getEmploymentRefQueryOptions(name: EmploymentRef) {
  return queryOptions({
    queryKey: refsKeys.ref(name),
    queryFn: ({ signal }) => getEmploymentRef(name, { signal }),
    // reference lists change with a release, not while the user works
    staleTime: 30 * 60_000,
  });
}

export function useEmploymentRef(name: EmploymentRef) {
  return useQuery(getEmploymentRefQueryOptions(name));
}
