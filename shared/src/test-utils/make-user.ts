import type { UserInfo } from '@broker/shared/contracts';

/** A complete signed-in user (the contract's type) for tests: override only what the test is about. */
export function makeUser(patch: Partial<UserInfo> = {}): UserInfo {
  return {
    first_name: 'Ivan',
    last_name: 'Petrenko',
    email: 'user@sandbox.test',
    is_resident: true,
    register_datasource: null,
    profile_status: 'FULL',
    check_status: 'SIGNED',
    phone: '+380501234567',
    phone_is_verified: true,
    can_send_sms: true,
    sms_otp_is_available: true,
    confirmation_type: 'sms',
    backoffice_status: null,
    unread_messages: 0,
    unread_docs: 0,
    unread_unsigned_docs: 0,
    interface_language: 'uk',
    ...patch,
  };
}
