import { describe, expect, it } from 'vitest';
import { ApiError } from '@broker/shared/api';
import { detailKey, loginFailure } from './login-errors';

const http = (body: Record<string, unknown> | null, status = 400) => new ApiError({ kind: 'http', status, body });

describe('what a failed sign-in shows (onboarding §8 "Login")', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['IncorrectPassword', http({ _error_code: 'IncorrectPassword', detail: 'x' }), { kind: 'wrongCredentials' }],
    [
      'UserNotFound (the same message: nobody learns which emails exist)',
      http({ _error_code: 'UserNotFound' }),
      { kind: 'wrongCredentials' },
    ],
    ['NonResidentNotAllowed', http({ _error_code: 'NonResidentNotAllowed' }, 403), { kind: 'nonResident' }],
    [
      'another code with a detail: the detail',
      http({ _error_code: 'UserIsBlocked', detail: 'User is blocked' }),
      { kind: 'detail', detail: 'User is blocked' },
    ],
    ['no code, a detail', http({ detail: 'Too many attempts' }, 429), { kind: 'detail', detail: 'Too many attempts' }],
  ])('%s', (_name, error, shown) => {
    expect(loginFailure(error)).toEqual(shown);
  });

  it.each<[string, unknown]>([
    ['no body', http(null, 500)],
    ['a body without code or detail', http({ message: '' }, 500)],
    ['the network', new ApiError({ kind: 'network', status: 0 })],
    ['not an API error', new TypeError('boom')],
  ])('%s → the generic message, with the error', (_name, error) => {
    expect(loginFailure(error)).toEqual({ kind: 'generic', error });
  });

  it.each([
    ['User is blocked', 'login.details.user_is_blocked'],
    ['  Account not activated!  ', 'login.details.account_not_activated'],
    ['E-mail/phone: unconfirmed', 'login.details.e_mail_phone_unconfirmed'],
    ['Too many attempts, 5 min', 'login.details.too_many_attempts_5_min'],
  ])('a server detail %j has its translation under %s', (detail, key) => {
    expect(detailKey(detail)).toBe(key);
  });
});
