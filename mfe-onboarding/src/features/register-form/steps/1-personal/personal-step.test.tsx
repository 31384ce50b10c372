import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '@broker/shared/api';
import { makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { renderStep, serveSteps } from '../test-step-frame';

vi.mock('@broker/shared/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getJson: vi.fn(),
  sendJson: vi.fn(),
}));

const ref = (id: number, name: string) => ({ id, name, uuid: `u-${id}`, src: `/profile/doc/u-${id}/` });
const STEP_NAME = {
  phone: '+380501234567',
  email: 'a@sandbox.test',
  citizenship: 'UA',
  last_name: 'Шевченко',
  first_name: 'Тарас',
  middle_name: null,
  birth_date: '1990-05-12',
  birth_country: null,
  birth_city: 'Київ',
  has_inn: true,
  inn: '1234567890',
  photo_inn: [ref(7, 'inn.png')],
  photo_no_inn: [],
};

beforeEach(() => {
  serveSteps({ step_name: STEP_NAME, 'refs/countries': [{ id: 'UA', name: 'Україна' }] });
  vi.mocked(sendJson).mockReset();
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => sessionStorage.clear());

const hasInn = () => within(screen.getByTestId('field-has-inn')).getByRole('checkbox');

// issue 24 "tests that could not fail": onboarding §4 "changing has_inn clears inn and photos"
describe('step 1: the has-tax-id checkbox', () => {
  it('un-ticking and ticking again leaves the number and its photos empty', async () => {
    renderStep(1);
    await screen.findByTestId('step-personal');
    expect(within(screen.getByTestId('field-inn')).getByRole('textbox')).toHaveValue('1234567890');
    expect(within(screen.getByTestId('field-photo-inn')).getAllByTestId('file-item')).toHaveLength(1);

    fireEvent.click(hasInn());
    expect(screen.queryByTestId('field-inn')).toBeNull();
    expect(screen.getByTestId('field-photo-no-inn')).toBeInTheDocument(); // a citizen without a tax id: the no-tax-id scan
    fireEvent.click(hasInn());

    expect(within(await screen.findByTestId('field-inn')).getByRole('textbox')).toHaveValue('');
    expect(within(screen.getByTestId('field-photo-inn')).queryAllByTestId('file-item')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeDisabled()); // the number is required again
  });
});
