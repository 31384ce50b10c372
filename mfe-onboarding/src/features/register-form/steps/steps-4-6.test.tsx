import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ApiError, getJson, sendJson } from '@broker/shared/api';
import { bus } from '@broker/shared/events';
import { makeUser, renderWithApp } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import uk from '../../../locales/uk.json';
import en from '../../../locales/en.json';
import { ApplicationForm } from '../components/application-form';
import { STEP_STORAGE_KEY } from '../model/step-nav';

vi.mock('@broker/shared/api', async (importOriginal) => ({ ...(await importOriginal<object>()), getJson: vi.fn(), sendJson: vi.fn() }));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const SETTINGS = { AUTH_ACCESS_TOKEN_TTL: 15, AUTH_REFRESH_TOKEN_TTL: 240, BLOCK_NONRESIDENT: false, MAX_ACCOUNTS_COUNT: 2, MAX_IBAN_CARDS_COUNT: 2, DELAY_BEFORE_SHARING_REDIRECT: 0, RESIDENT_IMAGE_EXTENSIONS: [], NONRESIDENT_IMAGE_EXTENSIONS: [], STARTUP_TEXT_UA: null, STARTUP_TEXT_EN: null, STARTUP_BUTTON_TEXT_UA: null, STARTUP_BUTTON_TEXT_EN: null };
const NO = { is_usa_citizen: false, has_residence: false, is_usa_born: false, has_usa_address: false, has_usa_phone: false, has_usa_payment_order: false, has_usa_p_a: false, tin_code: null };
const GETS: Array<[string, unknown]> = [
  ['settings', SETTINGS],
  ['refs/currencies', [{ id: 1, name: 'UAH' }, { id: 2, name: 'USD' }, { id: 3, name: 'EUR' }]],
  ['refs/business_targets', [{ id: 1, name: 'Saving', default_checked: false }, { id: 2, name: 'Income', default_checked: true }]],
  ['refs/business_frequencies', [{ id: 1, name: 'Monthly', default_checked: true }, { id: 2, name: 'Yearly', default_checked: false }]],
  ['step_accounts', { accounts: [] }],
  ['step_fatca', NO],
  ['step_targets', { target: [], frequency: null, date: '2026-11-23' }],
];

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderStep(step: number) {
  sessionStorage.setItem(STEP_STORAGE_KEY, String(step));
  return renderWithApp(
    <>
      <ApplicationForm isResident />
      <Where />
    </>,
    { lang: 'en', path: '/en/register/form', namespaces: { onboarding: { uk, en } } },
  );
}

beforeEach(() => {
  vi.mocked(getJson).mockImplementation(async (_base, path) => GETS.find(([p]) => path.includes(p))?.[1] as never);
  vi.mocked(sendJson).mockReset();
  vi.mocked(toastError).mockReset();
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => sessionStorage.clear());

describe('step 6 and the final submit', () => {
  it('starts from the default-checked options and today; one request however often confirm is clicked; then the final page', async () => {
    let resolve: (v: unknown) => void = () => {};
    vi.mocked(sendJson).mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    const changed = vi.fn();
    const off = bus.on('user:changed', changed);
    renderStep(6);
    const step = await screen.findByTestId('step-targets');
    expect(within(step).getByTestId('targets-target')).toHaveTextContent('Income');
    expect(within(step).getByTestId('targets-target')).not.toHaveTextContent('Saving');
    const today = new Date();
    const dd = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
    expect(within(step).getByTestId('targets-date').querySelector('input')).toHaveValue(dd);
    const confirm = screen.getByTestId('step-next');
    expect(confirm).toHaveTextContent('I confirm');
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(sendJson).toHaveBeenCalled());
    fireEvent.click(confirm);
    expect(sendJson).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendJson).mock.calls[0]?.[3]).toEqual({ target: [2], frequency: 1 });
    await act(async () => resolve({ target: [2], frequency: 1, date: '2026-11-23' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/register/final'));
    expect(sessionStorage.getItem(STEP_STORAGE_KEY)).toBeNull();
    expect(changed).toHaveBeenCalledWith({ reason: 'application-sent' });
    off();
  });

  it.each([
    ['a server failure', new ApiError({ kind: 'http', status: 500 })],
    ['no connection', new ApiError({ kind: 'network', status: 0 })],
  ])('%s: "questionnaire not sent", the answers stay, the step stays', async (_n, error) => {
    vi.mocked(sendJson).mockRejectedValue(error);
    renderStep(6);
    await screen.findByTestId('step-targets');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(error.isNetwork ? undefined : error, 'onboarding:registerForm.notSent'));
    expect(screen.getByTestId('where')).toHaveTextContent('/en/register/form');
    expect(screen.getByTestId('targets-target')).toHaveTextContent('Income');
    expect(screen.getByTestId('step-next')).toBeEnabled();
  });

  it('FullSentProfile goes to the final page with alreadySent=1', async () => {
    vi.mocked(sendJson).mockRejectedValue(new ApiError({ kind: 'http', status: 400, body: { _error_code: 'FullSentProfile', detail: 'sent' } }));
    renderStep(6);
    await screen.findByTestId('step-targets');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/register/final?alreadySent=1'));
  });
});

describe('step 5', () => {
  it('a yes shows the TIN (required, digits); back to all no hides it and clears it', async () => {
    renderStep(5);
    const step = await screen.findByTestId('step-fatca');
    expect(screen.queryByTestId('fatca-tin')).toBeNull();
    fireEvent.click(within(screen.getByTestId('fatca-has_usa_phone')).getByLabelText('Yes'));
    const tin = within(await screen.findByTestId('fatca-tin')).getByRole('textbox');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeDisabled());
    fireEvent.change(tin, { target: { value: '12a' } });
    expect(await within(step).findByText('Digits only', { selector: '.fk-field__error' })).toBeInTheDocument();
    fireEvent.change(tin, { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(within(screen.getByTestId('fatca-has_usa_phone')).getByLabelText('No'));
    expect(screen.queryByTestId('fatca-tin')).toBeNull();
    fireEvent.click(within(screen.getByTestId('fatca-is_usa_born')).getByLabelText('Yes'));
    expect(within(await screen.findByTestId('fatca-tin')).getByRole('textbox')).toHaveValue('');
  });
});

describe('step 4', () => {
  it('one blank account first; cards only with UAH, FX fields only with USD/EUR; accounts up to the limit', async () => {
    renderStep(4);
    const account = await screen.findByTestId('account-0');
    expect(within(account).queryByTestId('account-0-card-0')).toBeNull();
    expect(within(account).queryByTestId('account-0-swift')).toBeNull();
    const currency = within(within(account).getByTestId('account-0-currency')).getByRole('combobox');
    fireEvent.click(currency);
    fireEvent.click(await screen.findByRole('option', { name: 'UAH' }));
    expect(await within(account).findByTestId('account-0-card-0')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'USD' }));
    expect(await within(account).findByTestId('account-0-swift')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-account'));
    expect(await screen.findByTestId('account-1')).toBeInTheDocument();
    // MAX_ACCOUNTS_COUNT is 2 here
    expect(screen.queryByTestId('add-account')).toBeNull();
    fireEvent.click(screen.getByTestId('account-1-remove'));
    expect(screen.queryByTestId('account-1')).toBeNull();
    expect(screen.queryByTestId('account-0-remove')).toBeNull();
  });

  it('a second account with the first one\'s IBAN says so', async () => {
    renderStep(4);
    await screen.findByTestId('account-0');
    fireEvent.change(within(screen.getByTestId('account-0-iban')).getByRole('textbox'), { target: { value: 'UA213223130000026007233566001' } });
    fireEvent.click(screen.getByTestId('add-account'));
    const second = await screen.findByTestId('account-1');
    fireEvent.change(within(second).getByTestId('account-1-iban').querySelector('input')!, { target: { value: 'ua21 3223 1300 0002 6007 2335 6600 1' } });
    expect(await within(second).findByText('This IBAN is already used in another account')).toBeInTheDocument();
  });
});
