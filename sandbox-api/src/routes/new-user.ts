import { seedCabinet } from '../seed/cabinet';
import type { PendingRegistration, SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';

/** A user created by set_password: PART, INITIAL, empty cabinet, the usual documents to sign. */
export function newUser(
  state: SandboxState,
  p: PendingRegistration,
  password: string,
  registerSource: string | null,
): SandboxUser {
  const now = state.clock.now();
  const user: SandboxUser = {
    id: state.ids.user(),
    email: p.email,
    password,
    phone: p.phone,
    first_name: null,
    last_name: null,
    is_resident: p.is_resident,
    register_datasource: p.register_datasource ?? (p.is_resident ? 'BANKID' : null),
    profile_status: 'PART',
    check_status: 'INITIAL',
    phone_is_verified: p.phone_is_verified,
    can_send_sms: p.sms_otp_is_available,
    sms_otp_is_available: p.sms_otp_is_available,
    confirmation_type: p.sms_otp_is_available ? 'sms' : 'email',
    backoffice_status: null,
    interface_language: p.interface_language,
    register_source: registerSource,
    note: 'registered in this session',
    steps: {},
    balanceCreated: now,
    ...seedCabinet('none', p.email, state.files, state.ids, now),
  };
  state.users.set(user.email, user);
  state.log(
    `[users] registered ${user.email} (${user.is_resident ? 'resident' : 'non-resident'}, ${user.register_datasource ?? 'no source'})`,
  );
  return user;
}
