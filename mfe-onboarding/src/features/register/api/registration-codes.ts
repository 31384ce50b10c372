import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  checkCodeResponseSchema,
  otpResponseSchema,
  type CheckCodeResponse,
  type OtpResponse,
} from '@broker/shared/contracts';

export interface Contacts {
  phone: string;
  email: string;
}

/**
 * POST {api}/auth/register/send_code/: a code to the email or the phone. The one-time-code dialog
 * calls these (it owns pending state and errors), so they have no mutation hooks.
 */
export function sendRegistrationCode(contacts: Contacts, confirmType: 'email' | 'phone'): Promise<OtpResponse> {
  return sendJson(
    'api',
    'post',
    API_PATHS.registerSendCode,
    { ...contacts, confirm_type: confirmType },
    otpResponseSchema,
  );
}

/** POST {api}/auth/register/check_email/ or check_phone/ with the code (+ contacts: no token yet). */
export function checkRegistrationCode(
  contacts: Contacts,
  confirmType: 'email' | 'phone',
  code: string,
  otpId: string | null | undefined,
): Promise<CheckCodeResponse> {
  const path = confirmType === 'email' ? API_PATHS.registerCheckEmail : API_PATHS.registerCheckPhone;
  return sendJson(
    'api',
    'post',
    path,
    { ...contacts, code, ...(otpId ? { otp_id: otpId } : {}) },
    checkCodeResponseSchema,
  );
}
