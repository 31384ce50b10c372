import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  otpResponseSchema,
  signOtpConfirmResponseSchema,
  type OtpResponse,
  type SignOtpConfirmResponse,
} from '@broker/shared/contracts';

/**
 * POST profile/nonresident/sign_otp/ { docs, sign } — sends the signing code (SMS when available,
 * else e-mail; 400 SendSmsForbidden when SMS is the way but cannot be sent). Resend = the same call.
 */
export function sendSignOtp(docs: string[]): Promise<OtpResponse> {
  return sendJson('api', 'post', API_PATHS.nonresidentSignOtp, { docs, sign: true }, otpResponseSchema);
}

export function useSendSignOtp() {
  return useMutation({ mutationFn: sendSignOtp });
}

/** POST profile/nonresident/sign_otp/confirm/ { code, otp_id } — the signing starts (SIGNING). */
export function confirmSignOtp(code: string, otpId: string): Promise<SignOtpConfirmResponse> {
  return sendJson(
    'api',
    'post',
    API_PATHS.nonresidentSignOtpConfirm,
    { code, otp_id: otpId },
    signOtpConfirmResponseSchema,
  );
}
