import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@broker/shared/api';
import type { SharingResultResponse } from '@broker/shared/contracts';
import { useRouteNav } from '@broker/shared/routes';
import { useAuth, useSettings } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { useSharingQr } from '../api/get-sharing-qr';
import { getSharingResult } from '../api/get-sharing-result';
import { QR_COUNTDOWN_MS, useSharingFlow } from './use-sharing-flow';

vi.mock('../api/get-sharing-result', () => ({ getSharingResult: vi.fn() }));
vi.mock('../api/get-sharing-qr', () => ({ useSharingQr: vi.fn(() => ({ data: undefined })) }));
vi.mock('@broker/shared/routes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouteNav: vi.fn(),
}));
vi.mock('@broker/shared/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAuth: vi.fn(),
  useSettings: vi.fn(),
}));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const nav = vi.fn();
let signedIn = false;
const result = (patch: Partial<SharingResultResponse>) =>
  ({
    success: true,
    email: 'a@b.test',
    phone: '+380501112233',
    profile_status: null,
    doubles: null,
    status: 'success',
    ...patch,
  }) as SharingResultResponse;
const fullSent = (doubles: unknown) =>
  new ApiError({ kind: 'http', status: 400, body: { _error_code: 'FullSentProfile', doubles } as never });

function setup(search = '') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/uk/register/sharing${search}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => useSharingFlow(), { wrapper });
}

beforeEach(() => {
  // time moves only when a test moves it: the delays and the countdown are what is tested
  vi.useFakeTimers();
  nav.mockReset();
  signedIn = false;
  vi.mocked(getSharingResult).mockReset();
  vi.mocked(useSharingQr).mockClear();
  vi.mocked(toastError).mockReset();
  vi.mocked(useRouteNav).mockReturnValue(nav as never);
  vi.mocked(useAuth).mockImplementation(((select: (s: { tokens: unknown }) => unknown) =>
    select({ tokens: signedIn ? {} : null })) as never);
  vi.mocked(useSettings).mockReturnValue({ data: { DELAY_BEFORE_SHARING_REDIRECT: 2 } } as never);
});
afterEach(() => vi.useRealTimers());

describe("the QR page's flow (onboarding §4, §8, §9)", () => {
  it.each<[string, () => unknown, boolean, unknown[] | null]>([
    ['processing: stay, processing shown', () => result({ status: 'processing' }), false, null],
    [
      'refuse → its result page',
      () => result({ status: 'refuse' }),
      false,
      ['diya-qr-success', { query: { status: 'refuse' } }],
    ],
    ['success of a signed-in applicant → the data check', () => result({}), true, ['register-check-data']],
  ])('%s', async (_name, answer, isSignedIn, navigated) => {
    signedIn = isSignedIn;
    vi.mocked(getSharingResult).mockResolvedValue(answer() as never);
    const hook = setup();
    await act(() => hook.result.current.check());
    if (navigated) expect(nav).toHaveBeenCalledExactlyOnceWith(...navigated);
    else {
      expect(nav).not.toHaveBeenCalled();
      expect(hook.result.current.processing).toBe(true);
    }
  });

  it.each<[string, Error, unknown[] | null]>([
    [
      '404: nothing shared → register',
      new ApiError({ kind: 'http', status: 404, body: { detail: 'x' } }),
      ['register', { replace: true }],
    ],
    [
      'FullSentProfile without doubles → the final page',
      fullSent(null),
      ['register-final-page', { query: { alreadySent: 1 } }],
    ],
    ['anything else → a toast, the page stays', new ApiError({ kind: 'http', status: 500, body: null }), null],
  ])('a failed check: %s', async (_name, error, navigated) => {
    vi.mocked(getSharingResult).mockRejectedValue(error);
    const hook = setup();
    await act(() => hook.result.current.check());
    if (navigated) expect(nav).toHaveBeenCalledExactlyOnceWith(...navigated);
    else {
      expect(nav).not.toHaveBeenCalled();
      expect(toastError).toHaveBeenCalledOnce();
    }
    expect(hook.result.current.checking).toBe(false);
  });

  it("a share with no profile: registration continues after the settings' delay, with the page's contacts first", async () => {
    vi.mocked(getSharingResult).mockResolvedValue(result({ email: 'shared@b.test', phone: '+380509999999' }) as never);
    const hook = setup('?phone=%2B380501234567');
    await act(() => hook.result.current.check());
    expect(hook.result.current.shared).toMatchObject({ kind: 'register' });
    act(() => vi.advanceTimersByTime(1_999));
    expect(nav.mock.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(nav).toHaveBeenCalledExactlyOnceWith('register', {
      query: {
        email: 'shared@b.test',
        phone: '+380501234567',
        is_resident: 'true',
        register_datasource: 'SHARING',
        set_password: true,
      },
    });
  });

  it('a double click on continue asks once', async () => {
    let answer!: (v: unknown) => void;
    vi.mocked(getSharingResult).mockImplementation(() => new Promise((r) => (answer = r)) as never);
    const hook = setup();
    await act(async () => {
      void hook.result.current.check();
      void hook.result.current.check();
    });
    expect(getSharingResult).toHaveBeenCalledOnce();
    await act(async () => answer(result({ status: 'initialized' })));
  });

  it('back from the app (?state): the result is asked at once and no new QR before the answer', async () => {
    vi.mocked(getSharingResult).mockResolvedValue(result({ status: 'initialized' }) as never);
    setup('?state=abc');
    expect(vi.mocked(useSharingQr).mock.calls[0]).toEqual([0, false]);
    await vi.waitFor(() => expect(getSharingResult).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(vi.mocked(useSharingQr).mock.lastCall).toEqual([0, true]));
  });

  it.each(['', '?state=abc&skipCheck=1'])('entry %j: a QR straight away, no check', (search) => {
    setup(search);
    expect(vi.mocked(useSharingQr).mock.calls[0]).toEqual([0, true]);
    expect(getSharingResult).not.toHaveBeenCalled();
  });

  it('renew: a new QR and the 10 s countdown again', () => {
    const hook = setup();
    expect(hook.result.current.secondsLeft).toBe(QR_COUNTDOWN_MS / 1000);
    act(() => vi.advanceTimersByTime(4_000));
    expect(hook.result.current.secondsLeft).toBeLessThan(10);
    act(() => hook.result.current.renew());
    expect(vi.mocked(useSharingQr).mock.lastCall).toEqual([1, true]);
    expect(hook.result.current.secondsLeft).toBe(10);
  });
});
