import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  failure,
  fakeBackend,
  makeUser,
  offline,
  sequence,
  type FakeBackend,
  type Route,
} from '@broker/shared/test-utils';
import { toastError } from '@broker/shared/ui';
import { signingKeys } from '../../../api/query-keys';
import { useNonresidentSigning, type VerifyOutcome } from './use-nonresident-signing';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const OTP = { otp_id: 'otp-1', seconds_left: 900, tries: 3, success: true, phone: '+380*****0007', email: null };
const apiError = (code: string) => failure(400, { _error_code: code, detail: code });
const SEND = 'POST /api/profile/nonresident/sign_otp/';
const CONFIRM = 'POST /api/profile/nonresident/sign_otp/confirm/';
const STATUS = 'GET /api/profile/nonresident/sign_otp/signed/';
const USER_INFO = 'POST /api/auth/userinfo/';
let api: FakeBackend;

function setup(startWaiting = false) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useNonresidentSigning(startWaiting), { wrapper });
  return { client, hook, invalidate };
}

beforeEach(() => {
  vi.mocked(toastError).mockReset();
  api = fakeBackend({
    [SEND]: OTP,
    [CONFIRM]: failure(500),
    [STATUS]: { check_status: 'SIGNING', signed: false },
    [USER_INFO]: makeUser({ is_resident: false, confirmation_type: 'email' }),
  });
});

describe('non-resident signing (onboarding §4, §8)', () => {
  it('send: the documents go once (a double click sends one request), the code dialog opens', async () => {
    const { hook } = setup();
    await act(async () => {
      void hook.result.current.send(['d1', 'd2']);
      await hook.result.current.send(['d1', 'd2']);
    });
    expect(api.to(SEND).map((c) => c.data)).toEqual([{ docs: ['d1', 'd2'], sign: true }]);
    expect(hook.result.current.phase).toBe('otp');
    expect(hook.result.current.code).toEqual(OTP);
  });

  it.each<[string, unknown, { phase: string; smsForbidden: boolean; toast: boolean }]>([
    [
      'SendSmsForbidden → the SMS modal',
      apiError('SendSmsForbidden'),
      { phase: 'list', smsForbidden: true, toast: false },
    ],
    [
      'SignDocumentsError → the sign error screen',
      apiError('SignDocumentsError'),
      { phase: 'signError', smsForbidden: false, toast: false },
    ],
    [
      'anything else → a toast, the list stays',
      apiError('BackOfficeError'),
      { phase: 'list', smsForbidden: false, toast: true },
    ],
    ['the network → a toast', offline, { phase: 'list', smsForbidden: false, toast: true }],
  ])('a failed send: %s', async (_name, error, shown) => {
    api.on(SEND, error as Route);
    const { hook } = setup();
    await act(() => hook.result.current.send(['d1']));
    expect(hook.result.current.phase).toBe(shown.phase);
    expect(hook.result.current.smsForbidden).toBe(shown.smsForbidden);
    expect(vi.mocked(toastError).mock.calls.length > 0).toBe(shown.toast);
    expect(hook.result.current.sending).toBe(false);
  });

  it("the SMS modal's way out: codes by e-mail, then the same documents again", async () => {
    api.on(SEND, sequence(apiError('SendSmsForbidden'), OTP));
    const { hook } = setup();
    await act(() => hook.result.current.send(['d1', 'd3']));
    await act(() => hook.result.current.switchToEmail());
    expect(api.to(USER_INFO).map((c) => c.data)).toEqual([{ confirmation_type: 'email' }]);
    expect(api.to(SEND).map((c) => c.data)).toEqual([
      { docs: ['d1', 'd3'], sign: true },
      { docs: ['d1', 'd3'], sign: true },
    ]);
    expect(hook.result.current.smsForbidden).toBe(false);
    expect(hook.result.current.phase).toBe('otp');
  });

  it.each<[string, VerifyOutcome, string]>([
    ['confirmed, SIGNED', { kind: 'confirmed', answer: { check_status: 'SIGNED' } as never }, 'signed'],
    ['confirmed, SIGNING → wait', { kind: 'confirmed', answer: { check_status: 'SIGNING' } as never }, 'waiting'],
    [
      'confirmed, back to APPROVED → failed',
      { kind: 'confirmed', answer: { check_status: 'APPROVED' } as never },
      'failed',
    ],
    ['the sign error', { kind: 'signError' }, 'signError'],
  ])('after the code: %s → %s', (_name, outcome, phase) => {
    const { hook, client } = setup();
    act(() => hook.result.current.onVerified(outcome));
    expect(hook.result.current.phase).toBe(phase);
    expect(hook.result.current.code).toBeNull();
    if (outcome.kind === 'confirmed') {
      // the answer is the status: the first re-check is 30 s away, not at once
      expect(client.getQueryData(signingKeys.nonresidentStatus())).toMatchObject({
        check_status: outcome.answer.check_status,
      });
    }
  });

  it.each<[string, Response, VerifyOutcome | 'throws']>([
    ['SignDocumentsError → the sign error', apiError('SignDocumentsError'), { kind: 'signError' }],
    ['a wrong code → the dialog says so (it throws)', apiError('CodeIsIncorrect'), 'throws'],
  ])('verify: %s', async (_name, error, outcome) => {
    api.on(CONFIRM, error);
    const { hook } = setup();
    const run = hook.result.current.verify('1234', 'otp-1');
    if (outcome === 'throws') await expect(run).rejects.toMatchObject({ status: 400, code: 'CodeIsIncorrect' });
    else await expect(run).resolves.toEqual(outcome);
    expect(api.to(CONFIRM).map((c) => c.data)).toEqual([{ code: '1234', otp_id: 'otp-1' }]);
  });

  it.each([
    ['SIGNED', 'signed'],
    ['APPROVED', 'failed'],
    ['SIGNING', 'waiting'],
  ])('waiting: the re-checked status %s → %s', async (status, phase) => {
    api.on(STATUS, { check_status: status, signed: status === 'SIGNED' });
    const { hook } = setup(true);
    expect(hook.result.current.phase).toBe('waiting');
    await vi.waitFor(() => expect(api.to(STATUS)).toHaveLength(1));
    await vi.waitFor(() => expect(hook.result.current.phase).toBe(phase));
  });

  it('back to the list after a failure: the documents are asked again', () => {
    const { hook, invalidate } = setup();
    act(() => hook.result.current.onVerified({ kind: 'signError' }));
    act(() => hook.result.current.backToList());
    expect(hook.result.current.phase).toBe('list');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: signingKeys.docs('nonresident') });
  });
});
