import { useMutation } from '@tanstack/react-query';
import { updateUserInfo } from '@broker/shared/session';

/**
 * noFullData (onboarding §8 "sharing-app data insufficient, fall back to bank-ID"): a signed-in applicant
 * switches the data source to BANKID (POST auth/userinfo/); the answer replaces the stored user.
 */
export function useChooseBankId() {
  return useMutation({ mutationFn: () => updateUserInfo({ register_datasource: 'BANKID' }) });
}
