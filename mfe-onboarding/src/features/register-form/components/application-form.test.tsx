import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '@broker/shared/test-utils';
import { authStore, configureRuntimeSettings } from '@broker/shared/session';
import { renderStep, serveSteps } from '../steps/test-step-frame';

vi.mock('@broker/shared/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getJson: vi.fn(),
  sendJson: vi.fn(),
}));

beforeEach(() => {
  serveSteps();
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
