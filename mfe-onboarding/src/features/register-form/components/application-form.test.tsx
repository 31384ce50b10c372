import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastError } from '@broker/shared/ui';
import { failure, makeUser } from '@broker/shared/test-utils';
import { authStore, configureRuntimeSettings } from '@broker/shared/session';
import { ANSWERS, questionnaireBackend, renderStep } from '../../../test/questionnaire';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

beforeEach(() => {
  questionnaireBackend();
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => {
  configureRuntimeSettings({});
  sessionStorage.clear();
});

// issue 24 item 5: the counter of the frame when the owner's reading skips step 4 (accounts)
describe('the questionnaire frame’s step counter', () => {
  it.each([
    ['shown', 5, 'Step 6 of 7', '71.4'],
    ['skipped', 5, 'Step 5 of 6', '66.7'],
    ['skipped', 6, 'Step 6 of 6', '83.3'],
  ] as const)('accounts %s, step %i: %s', async (accountsStep, step, label, percent) => {
    configureRuntimeSettings({ accountsStep });
    renderStep(step);
    expect(await screen.findByText(new RegExp(`^${label}:`))).toBeInTheDocument();
    expect(screen.getByTestId('step-progress')).toHaveAttribute('aria-valuenow', percent);
  });
});

// issue 28 item 3: a step whose data fails to load does not spin forever (onboarding §8: a toast, and a retry)
describe('a step whose data cannot be loaded', () => {
  it.each([
    [1, 'step_name', 'step-personal'],
    [1, 'refs/countries', 'step-personal'],
    [4, 'step_accounts', 'step-accounts'],
    [4, 'refs/currencies', 'step-accounts'],
    [5, 'step_fatca', 'step-fatca'],
    [6, 'step_targets', 'step-targets'],
    [6, 'refs/business_frequencies', 'step-targets'],
  ] as const)(
    'step %i, %s fails: a toast and "Try again", which repeats the call and shows the step',
    async (step, failing, shown) => {
      let broken = true;
      const api = questionnaireBackend({ [failing]: () => (broken ? failure(500, {}) : ANSWERS[failing]) });
      const asked = () => api.calls.filter((c) => c.url.includes(`/${failing}/`)).length;
      vi.mocked(toastError).mockReset();
      const user = userEvent.setup();
      renderStep(step);
      const panel = await screen.findByTestId('step-load-failed');
      expect(panel).toHaveTextContent('The data of this step could not be loaded.');
      expect(screen.queryByTestId('step-loading')).toBeNull();
      expect(toastError).toHaveBeenCalledTimes(1);
      const before = asked();
      broken = false;
      await user.tab();
      while (document.activeElement !== screen.getByTestId('step-retry')) await user.tab(); // keyboard reachable
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByTestId('step-load-failed')).toBeNull());
      expect(asked()).toBe(before + 1);
      expect(document.querySelector(`[data-testid^="${shown}"]`)).not.toBeNull();
      expect(toastError).toHaveBeenCalledTimes(1);
    },
  );
});
