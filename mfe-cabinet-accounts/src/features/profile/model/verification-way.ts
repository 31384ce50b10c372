import type { UserInfo } from '@broker/shared/contracts';
import type { ConfirmationType } from '../api/update-confirmation-type';

/**
 * Cabinet §2: SMS is offered only when `sms_otp_is_available`; the choice shown is e-mail when SMS is
 * unavailable or `confirmation_type` is email, SMS otherwise.
 */
export function verificationWayOf(
  user: Pick<UserInfo, 'sms_otp_is_available' | 'confirmation_type'>,
): ConfirmationType {
  return user.sms_otp_is_available && user.confirmation_type === 'sms' ? 'sms' : 'email';
}
