import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SharingResultResponse } from '@broker/shared/contracts';
import { useRouteNav } from '@broker/shared/routes';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { failure, fakeBackend, held, makeSettings, type FakeBackend, type Route } from '@broker/shared/test-utils';
import { QR_COUNTDOWN_MS, useSharingFlow } from './use-sharing-flow';

vi.mock('@broker/shared/routes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouteNav: vi.fn(),
}));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const nav = vi.fn();
const RESULT = 'GET /api/profile/sharing/result/';
const QR = 'GET /api/profile/sharing/deeplink/';
const RENEWED_QR = 'GET /api/profile/sharing/deeplink/new/';
let api: FakeBackend;
/** The settings, the QRs, and `answer` to the result call. */
function serve(answer: Route = failure(500)) {
  const qr = { type: 'qr', img: 'iVBORw0KGgo=', dynamic_deeplink: 'https://diia.test/1' };
  api = fakeBackend({
    'GET /api/profile/settings/': makeSettings({ DELAY_BEFORE_SHARING_REDIRECT: 2 }),
    [QR]: qr,
    [RENEWED_QR]: qr,
    [RESULT]: answer,
  });
}
function signIn() {
  authStore
    .getState()
    .setTokens({ access: 'a', refresh: 'r', scope: ['onboarding'], accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000 });
}
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
const fullSent = (doubles: unknown) => failure(400, { _error_code: 'FullSentProfile', doubles });

function setup(search = '') {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/uk/register/sharing${search}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useSharingFlow(), { wrapper });
}

beforeEach(() => {
  // time moves only when a test moves it: the delays and the countdown are what is tested
  vi.useFakeTimers();
  nav.mockReset();
  authStore.getState().clear();
  serve();
  vi.mocked(toastError).mockReset();
  vi.mocked(useRouteNav).mockReturnValue(nav as never);
});
afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clear();
});

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
    if (isSignedIn) signIn();
    serve(answer() as Route);
    const hook = setup();
    await act(() => hook.result.current.check());
    if (navigated) expect(nav).toHaveBeenCalledExactlyOnceWith(...navigated);
    else {
      expect(nav).not.toHaveBeenCalled();
      expect(hook.result.current.processing).toBe(true);
    }
  });

  it.each<[string, Response, unknown[] | null]>([
    ['404: nothing shared → register', failure(404, { detail: 'x' }), ['register', { replace: true }]],
    [
      'FullSentProfile without doubles → the final page',
      fullSent(null),
      ['register-final-page', { query: { alreadySent: 1 } }],
    ],
    ['anything else → a toast, the page stays', failure(500, null), null],
  ])('a failed check: %s', async (_name, error, navigated) => {
    serve(error);
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
    serve(result({ email: 'shared@b.test', phone: '+380509999999' }));
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
    const answer = held(result({ status: 'initialized' }));
    serve(answer.route);
    const hook = setup();
    await act(async () => {
      void hook.result.current.check();
      void hook.result.current.check();
    });
    await vi.waitFor(() => expect(answer.waiting).toBe(1));
    expect(api.to(RESULT)).toHaveLength(1);
    await act(async () => answer.release());
  });

  it('back from the app (?state): the result is asked at once and no new QR before the answer', async () => {
    const answer = held(result({ status: 'initialized' }));
    serve(answer.route);
    setup('?state=abc');
    await vi.waitFor(() => expect(api.to(RESULT)).toHaveLength(1));
    expect(api.to(QR)).toEqual([]);
    await act(async () => answer.release());
    await vi.waitFor(() => expect(api.to(QR)).toHaveLength(1));
  });

  it.each(['', '?state=abc&skipCheck=1'])('entry %j: a QR straight away, no check', async (search) => {
    setup(search);
    await vi.waitFor(() => expect(api.to(QR)).toHaveLength(1));
    expect(api.to(RESULT)).toEqual([]);
  });

  it('renew: a new QR and the 10 s countdown again', async () => {
    const hook = setup();
    expect(hook.result.current.secondsLeft).toBe(QR_COUNTDOWN_MS / 1000);
    act(() => vi.advanceTimersByTime(4_000));
    expect(hook.result.current.secondsLeft).toBeLessThan(10);
    expect(api.to(RENEWED_QR)).toEqual([]);
    act(() => hook.result.current.renew());
    await vi.waitFor(() => expect(api.to(RENEWED_QR)).toHaveLength(1));
    expect(hook.result.current.secondsLeft).toBe(10);
  });
});
