import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, stepSchemas, type StepName } from '@broker/shared/contracts';
import { profileKeys } from '../../../api/query-keys';

/**
 * GET profile/<step>/ (residents) or profile/nonresident/<step>/ (onboarding §7); step_citizenship is
 * shared. The answer's shape depends on the step: the step's own code narrows it with its type.
 */
export function getStep(step: StepName, isResident: boolean, opts: CallOptions = {}): Promise<unknown> {
  return getJson('api', API_PATHS.step(step, isResident), stepSchemas(step, isResident).response, opts);
}

export function getStepQueryOptions(step: StepName, isResident: boolean) {
  return queryOptions({
    queryKey: profileKeys.step(step, isResident),
    queryFn: ({ signal }) => getStep(step, isResident, { signal }),
    // onboarding §2: each step loads its data on entry
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useStep<T>(step: StepName, isResident: boolean) {
  const q = useQuery(getStepQueryOptions(step, isResident));
  return { ...q, data: q.data as T | undefined };
}
