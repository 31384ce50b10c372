import { describe, expect, it } from 'vitest';
import type { RouteName } from '@broker/shared/routes';
import { redirectFor, type RedirectInput } from './redirect-rule';

type U = NonNullable<RedirectInput['user']>;
const user = (
  is_resident: boolean,
  profile_status: 'FULL' | 'PART',
  register_datasource: 'SHARING' | 'BANKID' | null,
  check_status: U['check_status'],
): U => ({
  is_resident,
  profile_status,
  register_datasource,
  check_status,
});
const R = (p: 'FULL' | 'PART', src: 'SHARING' | 'BANKID' | null, s: U['check_status']) => user(true, p, src, s);
const N = (p: 'FULL' | 'PART', s: U['check_status']) => user(false, p, null, s);

// [case, user, current route, expected]
const table: Array<[string, U | null, RouteName | null, RouteName | null]> = [
  // resident, PART
  ['resident PART SHARING → data check', R('PART', 'SHARING', 'INITIAL'), 'profile', 'register-check-data'],
  ['resident PART SHARING already on data check stays', R('PART', 'SHARING', 'INITIAL'), 'register-check-data', null],
  ['resident PART BANKID → questionnaire', R('PART', 'BANKID', 'INITIAL'), 'login', 'register-form'],
  ['resident PART no source → questionnaire', R('PART', null, 'INITIAL'), 'profile', 'register-form'],
  // resident, FULL, SHARING
  ['resident FULL SHARING INITIAL → document-sign', R('FULL', 'SHARING', 'INITIAL'), 'profile', 'document-sign'],
  ['resident FULL SHARING REVIEW → document-sign', R('FULL', 'SHARING', 'REVIEW'), 'login', 'document-sign'],
  ['resident FULL SHARING REVIEW on document-sign stays', R('FULL', 'SHARING', 'REVIEW'), 'document-sign', null],
  ['resident FULL SHARING SIGNED → cabinet', R('FULL', 'SHARING', 'SIGNED'), 'login', 'private-cabinet'],
  ['resident FULL SHARING SIGNED already in the cabinet stays', R('FULL', 'SHARING', 'SIGNED'), 'messages', null],
  ['resident FULL SHARING SIGNED on the cabinet root stays', R('FULL', 'SHARING', 'SIGNED'), 'private-cabinet', null],
  ['resident FULL SHARING ERRORS → form-status', R('FULL', 'SHARING', 'ERRORS'), 'profile', 'form-status'],
  ['resident FULL SHARING REJECTED → form-status', R('FULL', 'SHARING', 'REJECTED'), 'login', 'form-status'],
  ['resident FULL SHARING APPROVED → form-status', R('FULL', 'SHARING', 'APPROVED'), 'document-sign', 'form-status'],
  [
    'resident FULL SHARING APPROVED on the sign QR page stays',
    R('FULL', 'SHARING', 'APPROVED'),
    'diya-qr-code-sign',
    null,
  ],
  ['resident FULL SHARING ERRORS on the sign QR page stays', R('FULL', 'SHARING', 'ERRORS'), 'diya-qr-code-sign', null],
  [
    'resident FULL SHARING REJECTED on the sign QR page stays',
    R('FULL', 'SHARING', 'REJECTED'),
    'diya-qr-code-sign',
    null,
  ],
  ['resident FULL SHARING APPROVED on form-status stays', R('FULL', 'SHARING', 'APPROVED'), 'form-status', null],
  [
    '(not in spec) resident FULL SHARING SIGNING → document-sign',
    R('FULL', 'SHARING', 'SIGNING'),
    'profile',
    'document-sign',
  ],
  [
    '(not in spec) resident FULL SHARING SIGNING on the sign QR page stays',
    R('FULL', 'SHARING', 'SIGNING'),
    'diya-qr-code-sign',
    null,
  ],
  // resident, FULL, other source
  ['resident FULL BANKID INITIAL → cabinet', R('FULL', 'BANKID', 'INITIAL'), 'login', 'private-cabinet'],
  ['resident FULL BANKID ERRORS → cabinet', R('FULL', 'BANKID', 'ERRORS'), 'form-status', 'private-cabinet'],
  ['resident FULL no source → cabinet', R('FULL', null, 'REVIEW'), 'register', 'private-cabinet'],
  ['resident FULL BANKID in the cabinet stays', R('FULL', 'BANKID', 'APPROVED'), 'accounts', null],
  // non-resident
  ['non-resident PART → questionnaire', N('PART', 'INITIAL'), 'profile', 'register-form'],
  ['non-resident PART on the questionnaire stays', N('PART', 'INITIAL'), 'register-form', null],
  ['non-resident FULL INITIAL → final page', N('FULL', 'INITIAL'), 'login', 'register-final-page'],
  ['non-resident FULL REVIEW → final page', N('FULL', 'REVIEW'), 'profile', 'register-final-page'],
  ['non-resident FULL REVIEW on the final page stays', N('FULL', 'REVIEW'), 'register-final-page', null],
  ['non-resident FULL SIGNING → document-sign', N('FULL', 'SIGNING'), 'login', 'document-sign'],
  ['non-resident FULL SIGNED → cabinet', N('FULL', 'SIGNED'), 'login', 'private-cabinet'],
  ['non-resident FULL SIGNED in the cabinet stays', N('FULL', 'SIGNED'), 'documents-all', null],
  ['non-resident FULL ERRORS → form-status', N('FULL', 'ERRORS'), 'profile', 'form-status'],
  ['non-resident FULL REJECTED → form-status', N('FULL', 'REJECTED'), 'login', 'form-status'],
  [
    'non-resident FULL APPROVED → form-status (no QR exception for non-residents)',
    N('FULL', 'APPROVED'),
    'diya-qr-code-sign',
    'form-status',
  ],
  // SIGNED on the application start or final page → cabinet, whatever the branch
  [
    'SIGNED on the application form → cabinet (resident PART)',
    R('PART', 'BANKID', 'SIGNED'),
    'register-form',
    'private-cabinet',
  ],
  [
    'SIGNED on the registration start → cabinet (resident PART SHARING)',
    R('PART', 'SHARING', 'SIGNED'),
    'register',
    'private-cabinet',
  ],
  [
    'SIGNED on the final page → cabinet (non-resident PART)',
    N('PART', 'SIGNED'),
    'register-final-page',
    'private-cabinet',
  ],
  [
    'SIGNED on the final page → cabinet (resident FULL SHARING)',
    R('FULL', 'SHARING', 'SIGNED'),
    'register-final-page',
    'private-cabinet',
  ],
  [
    'not SIGNED on the final page follows its branch (resident PART)',
    R('PART', 'BANKID', 'REVIEW'),
    'register-final-page',
    'register-form',
  ],
  // user info missing (load failed)
  ['token but no user info in the cabinet → login', null, 'profile', 'login'],
  ['token but no user info on the cabinet root → login', null, 'private-cabinet', 'login'],
  ['token but no user info outside the cabinet stays', null, 'register-form', null],
  // outside the route table
  ['a path outside the route table stays', R('PART', 'BANKID', 'INITIAL'), null, null],
  // (not in spec) the e-mailed reset link always opens
  [
    '(not in spec) signed in on the password-change page stays (resident PART)',
    R('PART', 'BANKID', 'INITIAL'),
    'password-change',
    null,
  ],
  [
    '(not in spec) signed in on the password-change page stays (non-resident FULL REVIEW)',
    N('FULL', 'REVIEW'),
    'password-change',
    null,
  ],
];

describe('redirect rule (onboarding §4), signed in', () => {
  it.each(table)('%s', (_name, u, currentRoute, expected) => {
    expect(redirectFor({ hasToken: true, user: u, currentRoute })).toBe(expected);
  });
});

describe('redirect rule, without a token', () => {
  it.each<[RouteName | null, RouteName | null]>([
    ['profile', 'login'],
    ['private-cabinet', 'login'],
    ['messages', 'login'],
    ['register-form', 'login'],
    ['register-check-data', 'login'],
    ['document-sign', 'login'],
    ['diya-qr-code-sign', 'login'],
    ['form-status', 'login'],
    ['test-page', 'login'],
    ['login', null],
    ['register', null],
    ['register-final-page', null],
    ['diya-qr-code', null],
    ['diya-qr-success', null],
    ['diya-qr-sign-success', null],
    ['password-change', null],
    ['server-error-placeholder', null],
    [null, null],
  ])('on %s → %s', (currentRoute, expected) => {
    // stale user info without a token changes nothing: no token means login
    expect(redirectFor({ hasToken: false, user: R('FULL', 'BANKID', 'SIGNED'), currentRoute })).toBe(expected);
  });
});

describe('the upload demo page (not in spec)', () => {
  it.each([[R('PART', 'BANKID', 'INITIAL')], [R('FULL', 'BANKID', 'SIGNED')]])(
    'a signed-in user stays on it (%j)',
    (user) => {
      expect(redirectFor({ hasToken: true, user, currentRoute: 'test-page' })).toBeNull();
    },
  );
});
