import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import { API_PATHS, passwordResetResponseSchema, type PasswordResetRequest } from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/** POST {api}/auth/password/reset/ */
export function resetPassword(body: PasswordResetRequest) {
  return sendJson('api', 'post', API_PATHS.passwordReset, body, passwordResetResponseSchema);
}

export function useResetPassword() {
  return useMutation({ mutationKey: authKeys.resetPassword(), mutationFn: resetPassword });
}
