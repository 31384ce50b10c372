import { describe, expect, it } from 'vitest';
import type { SharingResultResponse } from '@broker/shared/contracts';
import { sharingStep } from './sharing-outcome';

const result = (
  status: SharingResultResponse['status'],
  doubles: 'LAUNCHING' | 'EXISTING' | 'NOLOGIN' | null = null,
): SharingResultResponse => ({
  success: status === 'success',
  status,
  email: status === 'success' ? 'shared@sandbox.test' : null,
  phone: status === 'success' ? '+380671234567' : null,
  profile_status: null,
  doubles: status === 'success' ? { profile_status: doubles } : null,
});

describe('sharingStep (onboarding §4 QR flow statuses)', () => {
  it.each([
    ['initialized', null, false, { kind: 'stay', processing: false }],
    ['processing', null, false, { kind: 'stay', processing: true }],
    ['refuse', null, false, { kind: 'result', page: 'refuse' }],
    ['notUsed', null, false, { kind: 'result', page: 'notUsed' }],
    ['error', null, false, { kind: 'result', page: 'error' }],
    ['noFullData', null, true, { kind: 'result', page: 'noFullData' }],
    ['success', 'LAUNCHING', false, { kind: 'result', page: 'waiting' }],
    ['success', 'EXISTING', false, { kind: 'result', page: 'success' }],
    ['success', 'NOLOGIN', false, { kind: 'result', page: 'notUniqueData' }],
    ['success', null, false, { kind: 'register', email: 'shared@sandbox.test', phone: '+380671234567' }],
    ['success', null, true, { kind: 'check-data' }],
  ] as const)('%s (doubles %s, signed in %s)', (status, doubles, signedIn, expected) => {
    expect(sharingStep(result(status, doubles), signedIn)).toEqual(expected);
  });
});
