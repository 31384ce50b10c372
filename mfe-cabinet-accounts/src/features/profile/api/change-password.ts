import { useMutation } from '@tanstack/react-query';
import { profileKeys } from '../../../api/query-keys';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  changePasswordConfirmResponseSchema,
  otpResponseSchema,
  type ChangePasswordConfirmResponse,
  type ChangePasswordRequest,
  type OtpResponse,
} from '@broker/shared/contracts';

/** POST {api}/auth/change_password/ — checks the new password and sends a one-time code (cabinet §4, §7). */
export function changePassword(body: ChangePasswordRequest): Promise<OtpResponse> {
  return sendJson('api', 'post', API_PATHS.changePassword, body, otpResponseSchema);
}

/** POST {api}/auth/change_password/confirm/ — the new password applies once the code is right. */
export function confirmChangePassword(code: string, otpId?: string | null): Promise<ChangePasswordConfirmResponse> {
  return sendJson(
    'api',
    'post',
    API_PATHS.changePasswordConfirm,
    { code, ...(otpId ? { otp_id: otpId } : {}) },
    changePasswordConfirmResponseSchema,
  );
}

export function useChangePassword() {
  return useMutation({ mutationKey: profileKeys.changePassword(), mutationFn: changePassword });
}
