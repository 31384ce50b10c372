import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { fileRef as ref, questionnaireBackend, renderStep } from '../../../../test/questionnaire';

const CARD_ID = {
  passport_type: 'CardId',
  is_biometric: false,
  country: 'UA',
  reestr_number: '12345678-12345',
  seria: null,
  number: '123456789',
  date_issued: '2020-03-01',
  valid_until: '2030-03-01',
  issued: null,
  issued_code: '8031',
  photo: [ref(1, 'front.png'), ref(2, 'back.png')],
  photo_register: [ref(3, 'register.png')],
  photo_45: [],
};
const TYPES = [
  { codename: 'OldPassport', name: 'Old passport', for_resident: true },
  { codename: 'CardId', name: 'ID card', for_resident: true },
  { codename: 'InternationalPassport', name: 'International passport', for_resident: true },
];

beforeEach(() => {
  questionnaireBackend({ step_passport: CARD_ID, 'refs/passport_types': TYPES });
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => sessionStorage.clear());

const input = (testId: string) => within(screen.getByTestId(testId)).getByRole('textbox');

// issue 24 "tests that could not fail": the step's own wiring, not only its pure rules
describe('step 2 behaviour (onboarding §2 step 2, §4)', () => {
  it('picking a document type resets the step to that type’s template', async () => {
    const user = userEvent.setup();
    renderStep(2);
    await screen.findByTestId('step-document');
    expect(input('field-number')).toHaveValue('123456789');
    expect(within(screen.getByTestId('field-photo')).getAllByTestId('file-item')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: /Document type/ }));
    await user.click(screen.getByRole('option', { name: 'International passport' }));

    expect(input('field-number')).toHaveValue('');
    expect(input('field-date-issued')).toHaveValue('');
    expect(input('field-valid-until')).toHaveValue('');
    expect(input('field-issued-code')).toHaveValue('');
    expect(input('field-seria')).toHaveValue(''); // a field the ID card did not have
    expect(screen.queryByTestId('field-reestr')).toBeNull(); // biometric unticked in the template
    expect(screen.getByRole('checkbox', { name: /biometric/i })).not.toBeChecked();
    expect(within(screen.getByTestId('field-photo')).queryAllByTestId('file-item')).toHaveLength(0);
    expect(within(screen.getByTestId('field-photo-register')).queryAllByTestId('file-item')).toHaveLength(0);
  });

  it('typing the issue date fills valid-until with the date 10 years later', async () => {
    const user = userEvent.setup();
    renderStep(2);
    await screen.findByTestId('step-document');
    await user.clear(input('field-date-issued'));
    await user.type(input('field-date-issued'), '15062021');
    expect(input('field-valid-until')).toHaveValue('15.06.2031');
  });
});
