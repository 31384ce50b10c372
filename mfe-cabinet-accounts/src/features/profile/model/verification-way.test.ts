import { describe, expect, it } from 'vitest';
import { verificationWayOf } from './verification-way';

describe('verification way shown (cabinet §2)', () => {
  it.each([
    [true, 'sms', 'sms'],
    [true, 'email', 'email'],
    // SMS chosen once but no longer available: e-mail is what the codes go to
    [false, 'sms', 'email'],
    [false, 'email', 'email'],
  ] as const)('sms available %s, confirmation_type %s → %s', (sms_otp_is_available, confirmation_type, shown) => {
    expect(verificationWayOf({ sms_otp_is_available, confirmation_type })).toBe(shown);
  });
});
