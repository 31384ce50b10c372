import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@broker/shared/api';
import { updateUserInfo } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { signingKeys } from '../../../api/query-keys';
import { useSignStatus } from '../api/get-sign-status';
import { confirmSignOtp, sendSignOtp } from '../api/send-sign-otp';
import { useNonresidentSigning, type VerifyOutcome } from './use-nonresident-signing';

vi.mock('../api/send-sign-otp', () => ({ sendSignOtp: vi.fn(), confirmSignOtp: vi.fn() }));
vi.mock('../api/get-sign-status', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSignStatus: vi.fn(),
}));
vi.mock('@broker/shared/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  updateUserInfo: vi.fn(),
}));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const OTP = { otp_id: 'otp-1', seconds_left: 900, tries: 3, success: true, phone: '+380*****0007', email: null };
const apiError = (code: string) =>
  new ApiError({ kind: 'http', status: 400, body: { _error_code: code, detail: code } });
let checkStatus: string | undefined;

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
  vi.mocked(sendSignOtp)
    .mockReset()
    .mockResolvedValue(OTP as never);
  vi.mocked(confirmSignOtp).mockReset();
  vi.mocked(updateUserInfo).mockReset();
  vi.mocked(toastError).mockReset();
  checkStatus = undefined;
  vi.mocked(useSignStatus).mockImplementation(
    () => ({ data: checkStatus ? { check_status: checkStatus, signed: false } : undefined }) as never,
  );
});

describe('non-resident signing (onboarding §4, §8)', () => {
  it('send: the documents go once (a double click sends one request), the code dialog opens', async () => {
    const { hook } = setup();
    await act(async () => {
      void hook.result.current.send(['d1', 'd2']);
      await hook.result.current.send(['d1', 'd2']);
    });
    expect(sendSignOtp).toHaveBeenCalledExactlyOnceWith(['d1', 'd2']);
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
    [
      'the network → a toast',
      new ApiError({ kind: 'network', status: 0 }),
      { phase: 'list', smsForbidden: false, toast: true },
    ],
  ])('a failed send: %s', async (_name, error, shown) => {
    vi.mocked(sendSignOtp).mockRejectedValue(error);
    const { hook } = setup();
    await act(() => hook.result.current.send(['d1']));
    expect(hook.result.current.phase).toBe(shown.phase);
    expect(hook.result.current.smsForbidden).toBe(shown.smsForbidden);
    expect(vi.mocked(toastError).mock.calls.length > 0).toBe(shown.toast);
    expect(hook.result.current.sending).toBe(false);
  });

  it("the SMS modal's way out: codes by e-mail, then the same documents again", async () => {
    vi.mocked(sendSignOtp).mockRejectedValueOnce(apiError('SendSmsForbidden'));
    const { hook } = setup();
    await act(() => hook.result.current.send(['d1', 'd3']));
    await act(() => hook.result.current.switchToEmail());
    expect(updateUserInfo).toHaveBeenCalledExactlyOnceWith({ confirmation_type: 'email' });
    expect(sendSignOtp).toHaveBeenLastCalledWith(['d1', 'd3']);
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

  it.each<[string, Error, VerifyOutcome | 'throws']>([
    ['SignDocumentsError → the sign error', apiError('SignDocumentsError'), { kind: 'signError' }],
    ['a wrong code → the dialog says so (it throws)', apiError('CodeIsIncorrect'), 'throws'],
  ])('verify: %s', async (_name, error, outcome) => {
    vi.mocked(confirmSignOtp).mockRejectedValue(error);
    const { hook } = setup();
    const run = hook.result.current.verify('1234', 'otp-1');
    if (outcome === 'throws') await expect(run).rejects.toBe(error);
    else await expect(run).resolves.toEqual(outcome);
  });

  it.each([
    ['SIGNED', 'signed'],
    ['APPROVED', 'failed'],
    ['SIGNING', 'waiting'],
  ])('waiting: the re-checked status %s → %s', (status, phase) => {
    const { hook } = setup(true);
    expect(hook.result.current.phase).toBe('waiting');
    checkStatus = status;
    hook.rerender();
    expect(hook.result.current.phase).toBe(phase);
  });

  it('back to the list after a failure: the documents are asked again', () => {
    const { hook, invalidate } = setup();
    act(() => hook.result.current.onVerified({ kind: 'signError' }));
    act(() => hook.result.current.backToList());
    expect(hook.result.current.phase).toBe('list');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: signingKeys.docs('nonresident') });
  });
});
