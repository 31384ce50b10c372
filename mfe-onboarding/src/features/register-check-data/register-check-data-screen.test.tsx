import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { failure, fakeBackend, type Route } from '@broker/shared/test-utils';
import { bus } from '@broker/shared/events';
import { renderScreen } from '../../test/render-screen';
import { RegisterCheckDataScreen } from './register-check-data-screen';

const DATA = {
  accounts: [{ iban: 'UA213223130000026007233566001', bank: 'ПриватБанк', currency: [1, 2] }],
  cards: [{ card_number: '4149499912345678', card_expire: '12/29' }],
  address: {
    registration_address: { country: 'UA', settlement: 'Київ', street: 'Хрещатик', house: '1' },
    living_address: null,
  },
  employment: { type: 1, income_level: 2 },
  fatcadata: {
    is_usa_citizen: false,
    has_residence: false,
    is_usa_born: true,
    has_usa_address: false,
    has_usa_phone: false,
    has_usa_payment_order: false,
    has_usa_p_a: false,
    tin_code: '123456789',
  },
  file_ids: [7],
  files: [{ id: 7, name: 'passport.png', uuid: 'u-7', src: 'http://api.test/api/profile/doc/u-7/' }],
};

const CONFIRM = 'POST /api/profile/sharing/step_confirm/';

/** The delivered data, the two employment lists, and `confirm` as the answer to confirming. */
function serve(confirm: Route = { success: true, profile_status: 'FULL' }) {
  return fakeBackend({
    'GET /api/profile/sharing/step_confirm/': DATA,
    'GET /api/profile/refs/employment_types/': [{ id: 1, name: 'Employed' }],
    'GET /api/profile/refs/income_levels/': [{ id: 2, name: 'Medium' }],
    [CONFIRM]: confirm,
  });
}

describe('register-check-data page', () => {
  it('shows what the app delivered: account, masked card, address, employment names, FATCA, documents', async () => {
    serve();
    renderScreen(<RegisterCheckDataScreen />, { path: '/en/register/check' });
    expect(await screen.findByTestId('check-account')).toHaveTextContent('UA213223130000026007233566001');
    expect(screen.getByTestId('check-account')).toHaveTextContent('UAH, USD');
    expect(screen.getByTestId('check-cards')).toHaveTextContent('**** 5678');
    expect(screen.getByTestId('check-cards')).not.toHaveTextContent('4149499912345678');
    expect(screen.getByTestId('check-address')).toHaveTextContent('Same as the registration address');
    expect(await screen.findByText('Employed')).toBeInTheDocument();
    expect(screen.getByTestId('check-fatca')).toHaveTextContent('Born in the USYes');
    expect(screen.getByTestId('check-file')).toHaveTextContent('passport.png');
  });

  it('confirm sends the data with file ids (not the display list) and asks the shell to apply the redirect rule', async () => {
    const api = serve();
    const recheck = vi.fn();
    const off = bus.on('session:recheck', recheck);
    renderScreen(<RegisterCheckDataScreen />, { path: '/uk/register/check' });
    await screen.findByTestId('check-account');
    await act(async () => {
      screen.getByTestId('check-confirm').click();
      screen.getByTestId('check-confirm').click();
    });
    await waitFor(() => expect(recheck).toHaveBeenCalledTimes(1));
    expect(api.to(CONFIRM)).toHaveLength(1);
    const body = api.to(CONFIRM)[0]!.data as Record<string, unknown>;
    expect(body.file_ids).toEqual([7]);
    expect(body).not.toHaveProperty('files');
    off();
  });

  it('FullSentProfile goes to document-sign (onboarding §8)', async () => {
    serve(failure(400, { _error_code: 'FullSentProfile' }));
    renderScreen(<RegisterCheckDataScreen />, { path: '/uk/register/check' });
    await screen.findByTestId('check-account');
    await act(async () => screen.getByTestId('check-confirm').click());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/uk/document-sign'));
  });

  it('"fill in myself" leads to the bank-ID fallback page', async () => {
    serve();
    renderScreen(<RegisterCheckDataScreen />, { path: '/uk/register/check' });
    act(() => screen.getByTestId('check-by-hand').click());
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/sharing/success?status=noFullData');
  });
});
