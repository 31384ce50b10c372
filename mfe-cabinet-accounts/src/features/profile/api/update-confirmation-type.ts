import { useMutation } from '@tanstack/react-query';
import { updateUserInfo } from '@broker/shared/session';
import { profileKeys } from '../../../api/query-keys';

export type ConfirmationType = 'sms' | 'email';

/**
 * POST {api}/auth/userinfo/ (form data) with the chosen way codes are delivered; the answer replaces
 * the stored user info (cabinet §7), so every screen sees the new choice.
 */
export function updateConfirmationType(confirmation_type: ConfirmationType) {
  return updateUserInfo({ confirmation_type });
}

export function useUpdateConfirmationType() {
  return useMutation({ mutationKey: profileKeys.confirmationType(), mutationFn: updateConfirmationType });
}
