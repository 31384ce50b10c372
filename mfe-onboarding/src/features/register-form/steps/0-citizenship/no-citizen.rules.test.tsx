import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@broker/shared/session';
import { makeUser } from '@broker/shared/test-utils';
import { INVESTMENTS_SITE_URL } from '../../../../config/constants';
import { questionnaireBackend, renderStep } from '../../../../test/questionnaire';

/**
 * Onboarding §2 "no-citizen modal (closing sends the user to the investments site)": step 0 with its
 * data from a fake backend, "No citizenship" picked, the modal closed by its × — the page leaves for
 * the investments site (a full page load: another site).
 */
const NON_RESIDENT_STEP_0 = {
  step_citizenship: { citizenship: null, residency: null, employment: null, is_resident: false },
  'refs/countries': [
    { id: 'UA', name: 'Ukraine' },
    { id: 'PL', name: 'Poland' },
  ],
  'refs/blacklist_countries': ['RU'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.getState().setUser(null);
  sessionStorage.clear();
});

describe('the no-citizen modal', () => {
  it('closing it sends the user to the investments site', async () => {
    questionnaireBackend(NON_RESIDENT_STEP_0);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    authStore.getState().setUser(makeUser({ is_resident: false, profile_status: 'PART' }));
    renderStep(0, false);
    const user = userEvent.setup();
    const field = await screen.findByTestId('field-citizenship');
    await user.click(within(field).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'No citizenship' }));
    const modal = await screen.findByTestId('no-citizen-modal');
    expect(assign).not.toHaveBeenCalled(); // the modal explains first
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(INVESTMENTS_SITE_URL));
  });
});
