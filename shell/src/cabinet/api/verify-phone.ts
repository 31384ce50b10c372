import { getJson, sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  otpResponseSchema,
  verifyPhoneResponseSchema,
  type OtpResponse,
  type VerifyPhoneResponse,
} from '@broker/shared/contracts';

/** GET {api}/auth/verify_phone/ — sends an SMS code to the user's phone (cabinet §7). */
export function requestPhoneCode(): Promise<OtpResponse> {
  return getJson('api', API_PATHS.verifyPhone, otpResponseSchema);
}

/** POST {api}/auth/verify_phone/ with the code: the phone counts as verified from now on. */
export function confirmPhoneCode(code: string, otpId?: string | null): Promise<VerifyPhoneResponse> {
  return sendJson(
    'api',
    'post',
    API_PATHS.verifyPhone,
    { code, ...(otpId ? { otp_id: otpId } : {}) },
    verifyPhoneResponseSchema,
  );
}
