import type { OtpResponse } from '@broker/shared/contracts';
import type { SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';
import { codeError } from './http-error';

/**
 * Send a code to a signed-in user by their verification way: SMS when confirmation_type is sms and
 * SMS is available, else email. `strictSms` (signing): an SMS user whose can_send_sms is false gets
 * SendSmsForbidden instead of an email fallback (onboarding §4 "SendSmsForbidden on sign").
 */
export function sendUserCode(
  state: SandboxState,
  user: SandboxUser,
  key: string,
  subject: string,
  data: Record<string, unknown> = {},
  strictSms = false,
): OtpResponse {
  const wantsSms = user.confirmation_type === 'sms' && user.sms_otp_is_available;
  if (wantsSms && strictSms && !user.can_send_sms)
    throw codeError('SendSmsForbidden', 'SMS cannot be sent: confirm the phone or choose email.');
  const sms = wantsSms && user.can_send_sms;
  return state.otp.send({
    key: `${key}:${user.email}`,
    channel: sms ? 'sms' : 'email',
    to: sms ? user.phone : user.email,
    subject,
    smsAvailable: user.sms_otp_is_available,
    data,
  });
}

export function verifyUserCode(state: SandboxState, user: SandboxUser, key: string, code: string, otpId?: string) {
  return state.otp.verify({ key: `${key}:${user.email}`, otpId, code });
}
