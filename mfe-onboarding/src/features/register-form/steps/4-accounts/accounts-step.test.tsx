import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, makeUser, type FakeBackend } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { questionnaireBackend, renderStep } from '../../../../test/questionnaire';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

let api: FakeBackend;
beforeEach(() => {
  api = questionnaireBackend();
  vi.mocked(toastError).mockReset();
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => sessionStorage.clear());

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

  it("a second account with the first one's IBAN says so", async () => {
    renderStep(4);
    await screen.findByTestId('account-0');
    fireEvent.change(within(screen.getByTestId('account-0-iban')).getByRole('textbox'), {
      target: { value: 'UA213223130000026007233566001' },
    });
    fireEvent.click(screen.getByTestId('add-account'));
    const second = await screen.findByTestId('account-1');
    fireEvent.change(within(second).getByTestId('account-1-iban').querySelector('input')!, {
      target: { value: 'ua21 3223 1300 0002 6007 2335 6600 1' },
    });
    expect(await within(second).findByText('This IBAN is already used in another account')).toBeInTheDocument();
  });

  it("a server field error lands under the named account's field, translated, with a toast (onboarding §8); nothing typed is lost", async () => {
    const ref = (id: number) => ({ id, name: `f${id}.png`, uuid: `u${id}`, src: `/d/u${id}` });
    const acc = (id: number, iban: string) => ({
      id,
      currency: [2],
      iban,
      swift: null,
      number: null,
      name: null,
      bank: null,
      additional_information: null,
      doc: [ref(id)],
      cards: [],
    });
    api = questionnaireBackend({
      step_accounts: { accounts: [acc(1, 'UA053220010000026001234567890'), acc(2, 'UA443052990000026004011111111')] },
    });
    const body = { detail: 'Invalid request', accounts: [{}, { iban: ['iban_is_not_unique'] }] };
    api.on('POST /api/profile/step_accounts/', failure(400, body));
    renderStep(4);
    await screen.findByTestId('account-1');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('step-next'));
    expect(
      await within(screen.getByTestId('account-1-iban')).findByText('This IBAN is already used in another account'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('account-1-iban')).getByRole('textbox')).toHaveValue(
      'UA44 3052 9900 0002 6004 0111 1111 1',
    );
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'http', status: 400, body }),
      'common:errors.checkFields',
    );
  });
});
