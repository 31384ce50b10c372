import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { questionnaireBackend, renderStep } from '../../../../test/questionnaire';

const address = (street: string) => ({
  country: 'UA',
  region: 'Київська',
  settlement_type: 'місто',
  settlement: 'Київ',
  street_type: 'вулиця',
  street,
  house: '1',
  flat: '2',
  index: '01001',
});
const STEP_ADDRESS = {
  registration_address: address('Хрещатик'),
  registration_is_living: false,
  living_address: address('Січових Стрільців'),
  is_internal_migrant: false,
  photo_migrant_reference: [],
  photo_register: [],
  state_check_documents: [],
};

beforeEach(() => {
  questionnaireBackend({ step_address: STEP_ADDRESS });
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => sessionStorage.clear());

const living = () => screen.queryByTestId('living_address');
const isLiving = () => within(screen.getByTestId('field-is-living')).getByRole('checkbox');

// issue 24 "tests that could not fail": onboarding §2 step 3 "changing the checkbox clears living address"
describe('step 3: registration is living', () => {
  it('ticking it and un-ticking it again brings back an empty living address (country kept as UA)', async () => {
    renderStep(3);
    await screen.findByTestId('step-address');
    expect(within(screen.getByTestId('living_address-street')).getByRole('textbox')).toHaveValue('Січових Стрільців');

    fireEvent.click(isLiving());
    expect(living()).toBeNull();
    fireEvent.click(isLiving());

    for (const part of ['street', 'house', 'flat', 'index', 'settlement']) {
      expect(within(screen.getByTestId(`living_address-${part}`)).getByRole('textbox')).toHaveValue('');
    }
    expect(within(living()!).getByRole('combobox')).toHaveValue('Україна');
    expect(within(screen.getByTestId('registration_address-street')).getByRole('textbox')).toHaveValue('Хрещатик');
  });
});
