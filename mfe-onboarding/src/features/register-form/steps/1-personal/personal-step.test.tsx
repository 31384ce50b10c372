import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeBackend } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { fileRef, questionnaireBackend, renderStep, STEP_NAME as BLANK } from '../../../../test/questionnaire';

const STEP_NAME = { ...BLANK, photo_inn: [fileRef(7, 'inn.png')] };

let api: FakeBackend;
beforeEach(() => {
  api = questionnaireBackend({ step_name: STEP_NAME });
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
      api = questionnaireBackend({ step_name: data, 'refs/countries': countries });
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
      const saved = res ? 'POST /api/profile/step_name/' : 'POST /api/profile/nonresident/step_name/';
      await waitFor(() => expect(api.to(saved)).toHaveLength(1));
      expect(api.to(saved)[0]!.data).toMatchObject({ birth_country: 'PL', birth_city: data.birth_city });
    },
  );
});
