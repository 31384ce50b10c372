import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// issue 28 item 5: onboarding §3 step 1 "country of birth and place of birth also appear" (birth_country)
describe('step 1: the country of birth', () => {
  it.each([
    ['resident', true, 'Польща', 'Поль'],
    ['non-resident', false, 'Poland', 'Pol'],
  ] as const)(
    '%s: picked from the questionnaire country list, required, sent as birth_country',
    async (_n, res, name, search) => {
      authStore.getState().setUser(makeUser({ is_resident: res, profile_status: 'PART' }));
      const countries = res
        ? [
            { id: 'UA', name: 'Україна' },
            { id: 'PL', name: 'Польща' },
          ]
        : [
            { id: 'UA', name: 'Ukraine' },
            { id: 'PL', name: 'Poland' },
          ];
      const data = res
        ? STEP_NAME
        : {
            ...STEP_NAME,
            citizenship: 'PL',
            last_name: 'Smith',
            first_name: 'Anne',
            birth_city: 'Warsaw',
            has_inn: false,
            inn: null,
            photo_inn: [],
          };
      serveSteps({ step_name: data, 'refs/countries': countries });
      vi.mocked(sendJson).mockResolvedValue({} as never);
      renderStep(1, res);
      const field = await screen.findByTestId('field-birth-country');
      expect(field).toHaveTextContent('Country of birth'); // labels in the interface language
      await waitFor(() => expect(screen.getByTestId('step-next')).toBeDisabled()); // required: none saved yet
      const user = userEvent.setup();
      await user.click(within(field).getByRole('combobox'));
      await user.keyboard(search);
      await user.click(await screen.findByRole('option', { name }));
      await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
      fireEvent.click(screen.getByTestId('step-next'));
      await waitFor(() => expect(sendJson).toHaveBeenCalled());
      const [, method, path, body] = vi.mocked(sendJson).mock.calls[0]!;
      expect([method, String(path)]).toEqual(['post', expect.stringContaining('step_name')]);
      expect(body).toMatchObject({ birth_country: 'PL', birth_city: data.birth_city });
    },
  );
});
