import {
  API_PATHS,
  otpResponseSchema,
  signOtpConfirmResponseSchema,
  type OtpResponse,
  type SignOtpConfirmResponse,
} from '@broker/shared/contracts';
import { sendJson } from '@broker/shared/api';

/** POST profile/cabinet/sign_otp/ {docs, sign: true}: sends the signing code (cabinet §7 "Sign code"). */
export function requestSignCode(docs: string[]): Promise<OtpResponse> {
  return sendJson('api', 'post', API_PATHS.signOtp, { docs, sign: true }, otpResponseSchema);
}

/** POST profile/cabinet/sign_otp/confirm/ {code, otp_id}: the documents go to SIGNING. */
export function confirmSignCode(code: string, otpId: string): Promise<SignOtpConfirmResponse> {
  return sendJson('api', 'post', API_PATHS.signOtpConfirm, { code, otp_id: otpId }, signOtpConfirmResponseSchema);
}
