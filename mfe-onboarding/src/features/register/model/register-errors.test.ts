import { describe, expect, it } from 'vitest';
import { ApiError } from '@broker/shared/api';
import { registerFailure } from './register-errors';

const http = (body: Record<string, unknown>, status = 400) => new ApiError({ kind: 'http', status, body });

/** onboarding §8: what a failed auth/register/ leads to (issue 24: FullSentProfile / DomainIsForbidden / RegistrationImpossible). */
describe('registerFailure', () => {
  it.each([
    ['NonResidentNotAllowed', {}, false, { kind: 'nonResidentBlocked' }],
    ['invalidPhone', {}, false, { kind: 'wrongPhone' }],
    ['FullDoubleProfile', {}, false, { kind: 'fullDuplicate' }],
    ['PartDoubleProfile', {}, false, { kind: 'partialDuplicate' }],
    ['FullSentProfile', {}, false, { kind: 'alreadySent' }],
    ['FullSentProfile', { doubles: { profile_status: 'EXISTING' } }, false, { kind: 'alreadySent' }],
    ['FullSentProfile', { doubles: { profile_status: 'EXISTING' } }, true, { kind: 'sharingResult', page: 'success' }],
    ['FullSentProfile', { doubles: { profile_status: 'LAUNCHING' } }, true, { kind: 'sharingResult', page: 'waiting' }],
    [
      'FullSentProfile',
      { doubles: { profile_status: 'NOLOGIN' } },
      true,
      { kind: 'sharingResult', page: 'notUniqueData' },
    ],
    ['FullSentProfile', { doubles: null }, true, { kind: 'alreadySent' }],
    ['DomainIsForbidden', {}, false, { kind: 'domainForbidden' }],
    ['RegistrationImpossible', {}, false, { kind: 'generic' }],
  ] as const)('%s %j (sharing %s)', (code, extra, sharing, expected) => {
    expect(registerFailure(http({ _error_code: code, ...extra }), { sharing })).toMatchObject(expected);
  });

  it('field errors without a code go under the fields; anything else is generic', () => {
    expect(registerFailure(http({ email: ['Enter a valid email.'] }))).toEqual({
      kind: 'fields',
      fields: { phone: undefined, email: 'Enter a valid email.' },
    });
    expect(registerFailure(new Error('offline'))).toMatchObject({ kind: 'generic' });
  });
});
