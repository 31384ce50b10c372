import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERN } from '@broker/shared/contracts';
import { badRequest, codeError } from './http-error';

/** Server-side checks with documented trigger inputs (README "Producing every error code"). */

export const FORBIDDEN_DOMAIN = 'forbidden.test';
export const IMPOSSIBLE_DOMAIN = 'impossible.test';
/** a phone whose digits end with this is "invalid" (invalidPhone) unless avoid_phone_check is sent */
export const INVALID_PHONE_SUFFIX = '9999';
/** a phone whose digits end with this cannot receive SMS (sms_otp_is_available false) */
export const NO_SMS_PHONE_SUFFIX = '8888';

const EMAIL_RE = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE_RE = /^\+?\d+$/;

export function checkEmail(email: string): void {
  if (!EMAIL_RE.test(email)) throw badRequest('Invalid request', { email: ['Enter a valid email address.'] });
  const domain = email.split('@')[1]!.toLowerCase();
  if (domain === FORBIDDEN_DOMAIN)
    throw codeError('DomainIsForbidden', `Registration from the domain ${domain} is unavailable.`);
  if (domain === IMPOSSIBLE_DOMAIN) throw codeError('RegistrationImpossible', 'Registration is impossible.');
}

export function checkPhone(phone: string, avoidCheck: boolean): void {
  if (!PHONE_RE.test(phone) || phone.length < 11 || phone.length > 19) {
    throw badRequest('Invalid request', { phone: ['Phone: 11 to 19 characters, an optional plus then digits.'] });
  }
  if (!avoidCheck && phone.endsWith(INVALID_PHONE_SUFFIX)) throw codeError('invalidPhone', 'Check the phone number.');
}

export const smsAvailableFor = (phone: string) => !phone.endsWith(NO_SMS_PHONE_SUFFIX);

/** Password rules (onboarding §5): field errors on password1 / password2. */
export function checkPasswords(p1: string, p2: string): void {
  const errors: string[] = [];
  if (p1.length < PASSWORD_MIN || p1.length > PASSWORD_MAX)
    errors.push(`Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  if (!PASSWORD_PATTERN.test(p1))
    errors.push('Use Latin letters, digits and @%!? with at least one letter, one digit and one symbol.');
  if (errors.length) throw badRequest('Invalid request', { password1: errors });
  if (p1 !== p2) throw badRequest('Invalid request', { password2: ['Passwords do not match.'] });
}
