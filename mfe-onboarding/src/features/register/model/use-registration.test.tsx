import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useRouteNav } from '@broker/shared/routes';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { failure, fakeBackend, makeSettings, type FakeBackend, type Route } from '@broker/shared/test-utils';
import { REGISTRATION_PROGRESS_KEY } from '../../../config/constants';
import { useRegistration } from './use-registration';

vi.mock('react-i18next', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast: { error: vi.fn(), success: vi.fn() },
}));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));
vi.mock('@broker/shared/routes', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouteNav: vi.fn(),
  useLang: () => 'uk',
}));
const nav = vi.fn();
const http = (status: number, body: Record<string, unknown>) => failure(status, body);
const CONTACTS = { phone: '+380501234567', email: 'new@b.test' };
const REGISTER = 'POST /api/auth/register/';
const PASSWORD = 'POST /api/auth/register/set_password/';
const MANAGER = 'POST /api/auth/mail_manager/';

let api: FakeBackend;
/** The registration calls, each answered by `answers` (by route) or 404; the settings saving the tokens needs. */
function serve(answers: Record<string, Route>) {
  api = fakeBackend({ 'GET /api/profile/settings/': makeSettings(), ...answers });
}

function setup(opts = { blockNonresident: false }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/uk/register']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useRegistration(opts), { wrapper });
}

beforeEach(() => {
  nav.mockReset();
  serve({});
  vi.mocked(toastError).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(useRouteNav).mockReturnValue(nav as never);
  authStore.getState().clear();
});

describe('the registration sequence (onboarding §4, §8)', () => {
  it.each([
    ['a resident goes on to the contacts', true, false, { stage: 'contacts', modal: null }],
    ['a non-resident too, while not blocked', false, false, { stage: 'contacts', modal: null }],
    [
      'a non-resident while BLOCK_NONRESIDENT: the blocked modal, no step',
      false,
      true,
      { stage: 'choice', modal: 'nonResidentBlocked' },
    ],
  ])('%s', (_name, isResident, blockNonresident, shown) => {
    const hook = setup({ blockNonresident });
    act(() => hook.result.current.chooseResidency(isResident));
    expect(hook.result.current.progress.stage).toBe(shown.stage);
    expect(hook.result.current.modal).toBe(shown.modal);
  });

  it('contacts accepted: on to the e-mail code, SMS availability remembered, progress saved for a reload', async () => {
    serve({
      [REGISTER]: (c) => ({ ...(c.data as object), register_datasource: null, sms_otp_is_available: false }),
    });
    const hook = setup();
    act(() => hook.result.current.chooseResidency(true));
    await act(async () => expect(await hook.result.current.submitContacts(CONTACTS)).toBe(true));
    expect(api.to(REGISTER).map((c) => c.data)).toEqual([{ ...CONTACTS, is_resident: true, interface_language: 'uk' }]);
    expect(hook.result.current.progress).toMatchObject({
      ...CONTACTS,
      stage: 'emailCode',
      smsAvailable: false,
      code: null,
    });
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_PROGRESS_KEY)!)).toMatchObject({
      stage: 'emailCode',
      email: CONTACTS.email,
    });
  });

  it.each<
    [
      string,
      Response,
      { modal?: string; stage?: string; nav?: unknown[]; toast?: 'domain' | 'generic' | 'fields'; fields?: object },
    ]
  >([
    ['NonResidentNotAllowed', http(403, { _error_code: 'NonResidentNotAllowed' }), { modal: 'nonResidentBlocked' }],
    ['invalidPhone', http(400, { _error_code: 'invalidPhone' }), { modal: 'wrongPhone' }],
    ['FullDoubleProfile', http(400, { _error_code: 'FullDoubleProfile' }), { modal: 'fullDuplicate' }],
    ['PartDoubleProfile → the duplicate step', http(400, { _error_code: 'PartDoubleProfile' }), { stage: 'duplicate' }],
    [
      'FullSentProfile → the final page, already sent',
      http(400, { _error_code: 'FullSentProfile' }),
      { nav: ['register-final-page', { query: { alreadySent: 1 } }] },
    ],
    ['DomainIsForbidden → its toast', http(400, { _error_code: 'DomainIsForbidden' }), { toast: 'domain' }],
    [
      'RegistrationImpossible → the generic toast',
      http(400, { _error_code: 'RegistrationImpossible', detail: 'x' }),
      { toast: 'generic' },
    ],
    [
      // onboarding §8: "other field errors are set per field with a toast"
      'field errors → under the fields, with a toast',
      http(400, { email: ['Enter a valid email address.'] }),
      { fields: { email: 'Enter a valid email address.' }, toast: 'fields' },
    ],
  ])('contacts refused: %s', async (_name, error, shown) => {
    serve({ [REGISTER]: error });
    const hook = setup();
    act(() => hook.result.current.chooseResidency(true));
    await act(async () => void (await hook.result.current.submitContacts(CONTACTS)));
    expect(hook.result.current.modal).toBe(shown.modal ?? null);
    expect(hook.result.current.progress.stage).toBe(shown.stage ?? 'contacts');
    if (shown.nav) expect(nav).toHaveBeenCalledExactlyOnceWith(...shown.nav);
    else expect(nav).not.toHaveBeenCalled();
    expect(vi.mocked(toast.error).mock.calls).toEqual(shown.toast === 'domain' ? [['register.domainForbidden']] : []);
    expect(vi.mocked(toastError).mock.calls.length).toBe(shown.toast === 'generic' || shown.toast === 'fields' ? 1 : 0);
    if (shown.toast === 'fields') expect(vi.mocked(toastError).mock.calls[0]?.[1]).toBe('common:errors.checkFields');
    expect(hook.result.current.serverErrors).toEqual(shown.fields ? expect.objectContaining(shown.fields) : null);
    // what was typed stays
    expect(hook.result.current.progress).toMatchObject(CONTACTS);
  });

  it.each<[string, Response | null, { fields: string[]; toast: boolean; navigated: boolean }]>([
    ['accepted: on, progress cleared', null, { fields: [], toast: false, navigated: true }],
    // onboarding §8: field errors are set per field WITH a toast (issue 24 item 4)
    [
      'a password rule broken: under its field, with a toast',
      http(400, { password1: ['Too common.'] }),
      { fields: ['password1'], toast: true, navigated: false },
    ],
    [
      'both fields, with a toast',
      http(400, { password1: ['a'], password2: ['b'] }),
      { fields: ['password1', 'password2'], toast: true, navigated: false },
    ],
    ['anything else: a toast', http(500, { detail: 'x' }), { fields: [], toast: true, navigated: false }],
  ])('password: %s', async (_name, error, shown) => {
    serve({ [PASSWORD]: error ?? { access: 'a', refresh: 'r', scope: ['onboarding'] } });
    const setError = vi.fn();
    const hook = setup();
    await act(
      async () =>
        void (await hook.result.current.submitPassword(
          { password1: 'Aa1!aaaa', password2: 'Aa1!aaaa', sources: [], other: '' } as never,
          setError,
        )),
    );
    expect(setError.mock.calls.map(([f]) => f)).toEqual(shown.fields);
    expect(vi.mocked(toastError).mock.calls.length).toBe(shown.toast ? 1 : 0);
    if (shown.fields.length > 0) expect(vi.mocked(toastError).mock.calls[0]?.[1]).toBe('common:errors.checkFields');
    expect(nav.mock.calls.length).toBe(shown.navigated ? 1 : 0);
    if (shown.navigated) expect(sessionStorage.getItem(REGISTRATION_PROGRESS_KEY)).toBeNull();
    expect(api.to(PASSWORD)).toHaveLength(1);
  });

  it.each<[string, Response | null, string | null, boolean]>([
    ['sent', null, 'managerSent', false],
    ['already asked (429)', http(429, { detail: 'x' }), 'managerAlready', false],
    ['failed', http(500, { detail: 'x' }), null, true],
  ])('contact the manager: %s', async (_name, error, modal, toasted) => {
    serve({ [MANAGER]: error ?? { success: true } });
    const hook = setup();
    await act(() => hook.result.current.contactManager());
    expect(hook.result.current.modal).toBe(modal);
    expect(vi.mocked(toastError).mock.calls.length).toBe(toasted ? 1 : 0);
  });

  it('start over: back to the choice, nothing to resume', () => {
    const hook = setup();
    act(() => hook.result.current.chooseResidency(true));
    act(() => hook.result.current.startOver());
    expect(hook.result.current.progress.stage).toBe('choice');
    expect(hook.result.current.modal).toBeNull();
  });
});
