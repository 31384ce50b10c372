import { CHECK_STATUSES, type CheckStatus } from '@broker/shared/contracts';
import type { SandboxUser } from '../state/types';

/** The one password of every seeded user (meets the password rules). */
export const SEED_PASSWORD = 'Sandbox1!';
export const SEED_DOMAIN = 'sandbox.test';

export type SeedSize = 'full' | 'small' | 'none';
export interface SeedUser extends Omit<
  SandboxUser,
  | 'steps'
  | 'docsToSign'
  | 'accounts'
  | 'documents'
  | 'requests'
  | 'messages'
  | 'confirmations'
  | 'balance'
  | 'balanceCreated'
> {
  cabinet: SeedSize;
}

/** Where the redirect rule (onboarding §4) sends this user right after login. */
export function expectedLanding(res: boolean, full: boolean, sharing: boolean, s: CheckStatus): string {
  if (!full) return res && sharing ? 'register-check-data' : 'register-form';
  if (res && !sharing) return 'private-cabinet';
  if (res)
    return s === 'INITIAL' || s === 'REVIEW'
      ? `document-sign (status ${s})`
      : s === 'SIGNED'
        ? 'private-cabinet'
        : s === 'SIGNING'
          ? 'no redirect (stays)'
          : 'form-status';
  if (s === 'INITIAL' || s === 'REVIEW') return 'register-final-page';
  return s === 'SIGNING' ? 'document-sign' : s === 'SIGNED' ? 'private-cabinet' : 'form-status';
}

let seq = 0;
function base(email: string, over: Partial<SeedUser>): SeedUser {
  const id = ++seq;
  return {
    id,
    email,
    password: SEED_PASSWORD,
    phone: `+38050${String(1_000_000 + id)}`,
    first_name: 'Олена',
    last_name: 'Коваленко',
    is_resident: true,
    register_datasource: 'BANKID',
    profile_status: 'FULL',
    check_status: 'SIGNED',
    phone_is_verified: true,
    can_send_sms: true,
    sms_otp_is_available: true,
    confirmation_type: 'sms',
    backoffice_status: 'ACTIVE',
    interface_language: 'uk',
    register_source: 'search engine',
    note: '',
    cabinet: 'none',
    ...over,
  };
}

/** Every branch: resident/non-resident × PART/FULL × SHARING/BANKID × every check_status. */
function branchUsers(): SeedUser[] {
  const out: SeedUser[] = [];
  for (const res of [true, false])
    for (const full of [false, true])
      for (const sharing of [true, false])
        for (const status of CHECK_STATUSES) {
          const email = `${res ? 'res' : 'nonres'}-${full ? 'full' : 'part'}-${sharing ? 'sharing' : 'bankid'}-${status.toLowerCase()}@${SEED_DOMAIN}`;
          out.push(
            base(email, {
              is_resident: res,
              profile_status: full ? 'FULL' : 'PART',
              register_datasource: sharing ? 'SHARING' : 'BANKID',
              check_status: status,
              first_name: full ? (res ? 'Олена' : 'John') : null,
              last_name: full ? (res ? 'Коваленко' : 'Smith') : null,
              interface_language: res ? 'uk' : 'en',
              confirmation_type: res ? 'sms' : 'email',
              backoffice_status: full && status === 'SIGNED' ? 'ACTIVE' : null,
              note: `redirect branch → ${expectedLanding(res, full, sharing, status)}`,
              cabinet: full ? 'small' : 'none',
            }),
          );
        }
  return out;
}

function namedUsers(): SeedUser[] {
  const d = SEED_DOMAIN;
  return [
    base(`cabinet@${d}`, {
      note: 'cabinet, resident: accounts with cards, 48 documents, 50 messages (unread, hostile HTML), limits, confirmations; bonds bought through the state app (a 9999… state-support card is accepted, marked)',
      cabinet: 'full',
      stateAppBonds: true,
    }),
    base(`cabinet-nonres@${d}`, {
      is_resident: false,
      register_datasource: null,
      first_name: 'John',
      last_name: 'Smith',
      interface_language: 'en',
      confirmation_type: 'email',
      note: 'cabinet, non-resident, full data set; codes by email',
      cabinet: 'full',
    }),
    base(`cabinet-empty@${d}`, { note: 'cabinet with no accounts, documents or messages (empty states)' }),
    base(`phone-unverified@${d}`, {
      phone_is_verified: false,
      note: 'cabinet: phone not verified while SMS can be sent → verify_phone flow',
      cabinet: 'small',
    }),
    base(`no-sms@${d}`, {
      sms_otp_is_available: false,
      can_send_sms: false,
      confirmation_type: 'email',
      note: 'SMS unavailable: every code goes by email, SMS option disabled',
      cabinet: 'small',
    }),
    base(`nonres-nosms@${d}`, {
      is_resident: false,
      register_datasource: null,
      check_status: 'APPROVED',
      first_name: 'Anna',
      last_name: 'Muller',
      interface_language: 'en',
      confirmation_type: 'sms',
      can_send_sms: false,
      note: 'non-resident APPROVED: signing answers SendSmsForbidden (can_send_sms false)',
    }),
    base(`nonres-sign@${d}`, {
      is_resident: false,
      register_datasource: null,
      check_status: 'APPROVED',
      first_name: 'Jan',
      last_name: 'Novak',
      interface_language: 'en',
      confirmation_type: 'sms',
      note: 'non-resident APPROVED: happy OTP signing (SIGNING → SIGNED after SANDBOX_SIGN_DELAY)',
    }),
    base(`new-part@${d}`, {
      profile_status: 'PART',
      check_status: 'INITIAL',
      first_name: null,
      last_name: null,
      note: 'resident PART BANKID with an empty questionnaire (fill steps 0-6)',
    }),
    base(`new-part-nonres@${d}`, {
      is_resident: false,
      register_datasource: null,
      profile_status: 'PART',
      check_status: 'INITIAL',
      first_name: null,
      last_name: null,
      interface_language: 'en',
      confirmation_type: 'email',
      note: 'non-resident PART with an empty questionnaire',
    }),
  ];
}

export function seedUsers(): SeedUser[] {
  seq = 0;
  return [...namedUsers(), ...branchUsers()];
}
