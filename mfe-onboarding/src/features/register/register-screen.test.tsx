import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { API_PATHS } from '@broker/shared/contracts';
import { failure, fakeBackend, makeSettings, routes, type Answer, type RouteTable } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { RegisterScreen } from './register-screen';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

// a finished registration stores the tokens it got; the next test starts signed out
afterEach(() => authStore.getState().clear());

const otp = (to: Record<string, string | null>) => ({
  otp_id: `otp-${Math.random()}`,
  seconds_left: 900,
  tries: 3,
  success: true,
  ...to,
});
type Handler = (body: Record<string, unknown>) => Answer;

/**
 * The onboarding base: each POST by its path (after /api/) to a handler of the body sent (JSON or form),
 * the app settings with `BLOCK_NONRESIDENT`; anything else answers 404. Returns the POSTs in order.
 */
function server(handlers: Record<string, Handler>, blockNonresident = false) {
  const table: RouteTable = { 'GET /api/profile/settings/': makeSettings({ BLOCK_NONRESIDENT: blockNonresident }) };
  for (const [path, h] of Object.entries(handlers)) table[`POST /api/${path}`] = (c) => h(c.data as never);
  const answer = routes(table);
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  fakeBackend((call) => {
    if (call.method !== 'GET') calls.push({ path: new URL(call.url).pathname.slice(5), body: call.data as never });
    return answer(call);
  });
  return calls;
}
const fail = (body: Record<string, unknown>, status = 400) => failure(status, body);

async function enterContacts(user: ReturnType<typeof userEvent.setup>, phone: string, email: string) {
  await user.type(await screen.findByLabelText('Номер телефону'), phone);
  await user.type(screen.getByLabelText('Електронна пошта'), email);
  await waitFor(() => expect(screen.getByTestId('contacts-submit')).toBeEnabled());
  await user.click(screen.getByTestId('contacts-submit'));
}
async function enterCode(dialogTestId: string) {
  // the code step is loaded when it opens: wait for its first digit (a null must keep waitFor waiting)
  const first = await waitFor(() => {
    const digit = screen.getByTestId(dialogTestId).querySelector<HTMLInputElement>('[data-testid="otp-digit-1"]');
    if (!digit) throw new Error(`${dialogTestId}: no code input yet`);
    return digit;
  });
  fireEvent.paste(first, { clipboardData: { getData: () => '1234' } });
  await act(async () => fireEvent.click(screen.getByTestId('otp-confirm')));
}

describe('RegisterScreen: the §4 sequence', () => {
  it('the registration start shows the sales contact to a visitor still deciding (issue 24 item 5)', () => {
    server({});
    renderScreen(<RegisterScreen />, { path: '/en/register' });
    expect(screen.getByTestId('residency-choice')).toHaveTextContent('Write to our sales team:');
    expect(screen.getByRole('link', { name: 'sales@bonds.example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@bonds.example.com',
    );
  });

  it('resident: contacts → email code → phone code → bank-ID → password → register-form', async () => {
    const calls = server({
      [API_PATHS.register]: (b) => ({
        ...b,
        interface_language: 'uk',
        register_datasource: null,
        sms_otp_is_available: true,
      }),
      [API_PATHS.registerSendCode]: (b) =>
        otp(b.confirm_type === 'email' ? { email: 'o***@b.test' } : { phone: '+380****2233' }),
      [API_PATHS.registerCheckEmail]: () => ({ success: true, email_is_verified: true, phone_is_verified: false }),
      [API_PATHS.registerCheckPhone]: () => ({ success: true, email_is_verified: true, phone_is_verified: true }),
      [API_PATHS.registerDatasource]: (b) => ({ register_datasource: b.register_datasource }),
      [API_PATHS.registerSetPassword]: () => ({ access: 'a', refresh: 'r', scope: ['onboarding'] }),
    });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/uk/register' });
    await user.click(screen.getByTestId('choose-resident'));
    await enterContacts(user, '+380501112233', 'olena@b.test');
    await enterCode('email-code-dialog');
    await enterCode('phone-code-dialog');
    await user.click(await screen.findByTestId('datasource-bankid'));
    await user.type(await screen.findByLabelText('Пароль'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Повторіть пароль'), 'Passw0rd!');
    await user.click(screen.getByTestId('source-friend'));
    await user.click(screen.getByTestId('source-own'));
    await user.type(await screen.findByLabelText('Ваш варіант'), 'Білборд');
    await waitFor(() => expect(screen.getByTestId('password-submit')).toBeEnabled());
    await user.click(screen.getByTestId('password-submit'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/form'));
    expect(calls.map((c) => c.path)).toEqual([
      API_PATHS.register,
      API_PATHS.registerSendCode,
      API_PATHS.registerCheckEmail,
      API_PATHS.registerSendCode,
      API_PATHS.registerCheckPhone,
      API_PATHS.registerDatasource,
      API_PATHS.registerSetPassword,
    ]);
    expect(calls[0]!.body).toMatchObject({
      phone: '+380501112233',
      email: 'olena@b.test',
      is_resident: true,
      interface_language: 'uk',
    });
    expect(calls[6]!.body).toMatchObject({
      password1: 'Passw0rd!',
      password2: 'Passw0rd!',
      register_source: 'Від знайомих, Білборд',
    });
    expect(authStore.getState().tokens).toMatchObject({ access_token: 'a', refresh_token: 'r', scope: 'onboarding' });
    expect(sessionStorage.getItem('onboarding_registration')).toBeNull(); // finished: nothing to resume
  }, 40_000);

  it('BLOCK_NONRESIDENT: choosing non-resident opens the blocked modal without a call', async () => {
    const calls = server({}, true);
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/uk/register' });
    await user.click(screen.getByTestId('choose-nonresident'));
    expect(await screen.findByTestId('non-resident-modal')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resumes a reload in the phone-code step with the code already sent (no new code)', async () => {
    const calls = server({
      [API_PATHS.registerCheckPhone]: () => ({ success: true, email_is_verified: true, phone_is_verified: true }),
    });
    sessionStorage.setItem(
      'onboarding_registration',
      JSON.stringify({
        stage: 'phoneCode',
        isResident: false,
        phone: '+380501112233',
        email: 'o@b.test',
        interfaceLanguage: 'en',
        smsAvailable: true,
        datasource: null,
        setPassword: false,
        code: { otp_id: 'otp-kept', expiresAt: Date.now() + 60_000, tries: 3, to: '+380****2233' },
      }),
    );
    renderScreen(<RegisterScreen />, { path: '/en/register' });
    expect(await screen.findByTestId('phone-code-dialog')).toHaveTextContent('+380****2233');
    await enterCode('phone-code-dialog');
    expect(await screen.findByTestId('password-step')).toBeInTheDocument(); // non-resident: no data-source choice
    expect(calls).toEqual([
      { path: API_PATHS.registerCheckPhone, body: expect.objectContaining({ otp_id: 'otp-kept', code: '1234' }) },
    ]);
  });

  it('a password the server refuses shows under its field with a toast (onboarding §8); what was typed stays', async () => {
    const refused = { detail: 'Invalid request', password1: ['This password is too common.'] };
    server({ [API_PATHS.registerSetPassword]: () => fail(refused) });
    sessionStorage.setItem(
      'onboarding_registration',
      JSON.stringify({
        stage: 'password',
        isResident: false,
        phone: '+380501112233',
        email: 'o@b.test',
        interfaceLanguage: 'en',
        smsAvailable: true,
        datasource: null,
        setPassword: false,
      }),
    );
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/en/register' });
    await user.type(await screen.findByLabelText('Password'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Repeat the password'), 'Passw0rd!');
    await user.click(screen.getByTestId('source-friend'));
    await waitFor(() => expect(screen.getByTestId('password-submit')).toBeEnabled());
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }), 'common:errors.checkFields');
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
    vi.mocked(toastError).mockClear(); // later tests count this file's toasts from zero
  });

  it('invalidPhone: the wrong-phone modal; "the number is correct" sends again with avoid_phone_check', async () => {
    const calls = server({
      [API_PATHS.register]: (b) =>
        b.avoid_phone_check
          ? { ...b, interface_language: 'uk', register_datasource: null, sms_otp_is_available: false }
          : fail({ _error_code: 'invalidPhone' }),
      [API_PATHS.registerSendCode]: () => otp({ email: 'o***@b.test' }),
    });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/uk/register?is_resident=true' });
    await enterContacts(user, '380501119999', 'o@b.test');
    await user.click(await screen.findByTestId('phone-is-right'));
    expect(await screen.findByTestId('email-code-dialog')).toBeInTheDocument();
    expect(calls[1]!.body).toMatchObject({ avoid_phone_check: true });
  });

  it.each([
    ['NonResidentNotAllowed', 'non-resident-modal'],
    ['FullDoubleProfile', 'full-duplicate-modal'],
    ['PartDoubleProfile', 'partial-duplicate'],
  ])('%s → %s', async (code, testId) => {
    server({ [API_PATHS.register]: () => fail({ _error_code: code }) });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/uk/register?is_resident=false' });
    await enterContacts(user, '+12025550123', 'john@b.test');
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
  });

  it('partial duplicate: contacting the manager twice says it was already requested (429)', async () => {
    let asked = 0;
    server({
      [API_PATHS.register]: () => fail({ _error_code: 'PartDoubleProfile' }),
      [API_PATHS.mailManager]: () => (asked++ === 0 ? { success: true } : fail({ detail: 'already' }, 429)),
    });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/en/register?is_resident=true' });
    await user.type(await screen.findByLabelText('Phone number'), '+380501112233');
    await user.type(screen.getByLabelText('Email'), 'o@b.test');
    await waitFor(() => expect(screen.getByTestId('contacts-submit')).toBeEnabled());
    await user.click(screen.getByTestId('contacts-submit'));
    await user.click(await screen.findByTestId('contact-manager'));
    expect(await screen.findByTestId('manager-notified-modal')).toHaveTextContent('The manager has been notified');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByTestId('contact-manager'));
    expect(await screen.findByTestId('manager-notified-modal')).toHaveTextContent('You have already sent a request');
  });

  // issue 24 "tests that could not fail": onboarding §8 registration errors, each on its own path
  it.each([
    [
      'FullSentProfile, bank-ID or undecided → the final page, already sent',
      '?is_resident=true',
      { _error_code: 'FullSentProfile', doubles: { profile_status: 'EXISTING' } },
      '/uk/register/final?alreadySent=1',
    ],
    [
      'FullSentProfile, sharing app, by doubles → its QR result page',
      '?is_resident=true&register_datasource=SHARING',
      { _error_code: 'FullSentProfile', doubles: { profile_status: 'NOLOGIN' } },
      '/uk/register/sharing/success?status=notUniqueData',
    ],
    [
      'FullSentProfile, sharing app, no doubles → the final page',
      '?is_resident=true&register_datasource=SHARING',
      { _error_code: 'FullSentProfile' },
      '/uk/register/final?alreadySent=1',
    ],
  ])('%s', async (_label, search, body, where) => {
    server({ [API_PATHS.register]: () => fail(body) });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: `/uk/register${search}` });
    await enterContacts(user, '+380501112233', 'o@b.test');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(where));
  });

  it('DomainIsForbidden: its own toast; RegistrationImpossible: the generic one; the contacts stay', async () => {
    const error = vi.spyOn(toast, 'error');
    let answer: Record<string, unknown> = { _error_code: 'DomainIsForbidden' };
    server({ [API_PATHS.register]: () => fail(answer) });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/en/register?is_resident=true' });
    await user.type(await screen.findByLabelText('Phone number'), '+380501112233');
    await user.type(screen.getByLabelText('Email'), 'o@forbidden.test');
    await waitFor(() => expect(screen.getByTestId('contacts-submit')).toBeEnabled());
    await user.click(screen.getByTestId('contacts-submit'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Registration with an email from this domain is unavailable. Use another email.',
      ),
    );
    expect(toastError).not.toHaveBeenCalled();

    answer = { _error_code: 'RegistrationImpossible', detail: 'impossible' };
    await user.click(screen.getByTestId('contacts-submit'));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(expect.objectContaining({ code: 'RegistrationImpossible' })),
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email')).toHaveValue('o@forbidden.test');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/register\?is_resident=true$/);
  });

  // issue 24 item 1: the sharing app's QR page comes between the data-source choice and the password
  it('resident by the sharing app: the choice opens the QR page with the contacts; back with a share → password → check page', async () => {
    const calls = server({
      [API_PATHS.registerDatasource]: (b) => ({ register_datasource: b.register_datasource }),
      [API_PATHS.registerSetPassword]: () => ({ access: 'a', refresh: 'r', scope: ['onboarding'] }),
    });
    sessionStorage.setItem(
      'onboarding_registration',
      JSON.stringify({
        stage: 'datasource',
        isResident: true,
        phone: '+380501112233',
        email: 'o@b.test',
        interfaceLanguage: 'uk',
        smsAvailable: false,
        datasource: null,
        setPassword: false,
        code: null,
      }),
    );
    const user = userEvent.setup();
    const first = renderScreen(<RegisterScreen />, { path: '/uk/register' });
    await user.click(await screen.findByTestId('datasource-sharing'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/uk/register/sharing?phone=%2B380501112233&email=o%40b.test',
      ),
    );
    expect(JSON.parse(sessionStorage.getItem('onboarding_registration')!)).toMatchObject({
      stage: 'sharing',
      datasource: 'SHARING',
    });
    first.unmount();

    // the QR page's way back after a share
    renderScreen(<RegisterScreen />, {
      path: '/uk/register?email=o%40b.test&phone=%2B380501112233&is_resident=true&register_datasource=SHARING&set_password',
    });
    await user.type(await screen.findByLabelText('Пароль'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Повторіть пароль'), 'Passw0rd!');
    await waitFor(() => expect(screen.getByTestId('password-submit')).toBeEnabled());
    await user.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/check'));
    expect(calls.map((c) => c.path)).toEqual([API_PATHS.registerDatasource, API_PATHS.registerSetPassword]);
    expect(calls[0]!.body).toMatchObject({ register_datasource: 'SHARING' });
  });

  it('back from the QR page without a share: continue opens it again, or another way reopens the choice', async () => {
    server({});
    sessionStorage.setItem(
      'onboarding_registration',
      JSON.stringify({
        stage: 'sharing',
        isResident: true,
        phone: '+380501112233',
        email: 'o@b.test',
        interfaceLanguage: 'en',
        smsAvailable: false,
        datasource: 'SHARING',
        setPassword: false,
        code: null,
      }),
    );
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/en/register' });
    expect(await screen.findByTestId('resume-panel')).toHaveTextContent('share your data in the Diia app');
    await user.click(screen.getByTestId('resume-other-source'));
    expect(await screen.findByTestId('datasource-modal')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/register$/);
  });
});
