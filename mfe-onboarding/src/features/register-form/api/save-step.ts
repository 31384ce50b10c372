import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import { API_PATHS, stepSchemas, type StepName } from '@broker/shared/contracts';
import { getStepQueryOptions } from './get-step';
import { profileKeys } from '../../../api/query-keys';

/** POST profile/<step>/ — answers the saved step as GET does (onboarding §7). */
export function saveStep(step: StepName, isResident: boolean, body: unknown): Promise<unknown> {
  return sendJson('api', 'post', API_PATHS.step(step, isResident), body, stepSchemas(step, isResident).response);
}

export function useSaveStep(step: StepName, isResident: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.saveStep(step),
    mutationFn: (body: unknown) => saveStep(step, isResident, body),
    // going back shows what was saved without waiting for the GET
    onSuccess: (saved) => qc.setQueryData(getStepQueryOptions(step, isResident).queryKey, saved),
  });
}
