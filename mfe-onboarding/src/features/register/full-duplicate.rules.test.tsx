import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, json, makeSettings } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { RegisterScreen } from './register-screen';

/**
 * Onboarding §8 FullDoubleProfile: "message that phone or email is already used, contact manager; goes
 * to login" — the registration call refused by a fake backend, then the modal's "to login" button (or
 * closing the modal) leaves registration for the login page.
 */
const SETTINGS = makeSettings({ MAX_ACCOUNTS_COUNT: 2 });

async function registerTakenContacts() {
  const api = fakeBackend((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/profile/settings/') return json(SETTINGS);
    if (path === '/api/auth/register/') return json({ _error_code: 'FullDoubleProfile', detail: 'duplicate' }, 400);
    return json({ detail: `unexpected ${path}` }, 500);
  });
  const user = userEvent.setup();
  renderScreen(<RegisterScreen />, { path: '/en/register?is_resident=false' });
  await user.type(await screen.findByLabelText('Phone number'), '+12025550123');
  await user.type(screen.getByLabelText('Email'), 'john@b.test');
  await waitFor(() => expect(screen.getByTestId('contacts-submit')).toBeEnabled());
  await user.click(screen.getByTestId('contacts-submit'));
  expect(await screen.findByTestId('full-duplicate-modal')).toHaveTextContent(/already/i);
  expect(api.calls.filter((c) => api.path(c) === '/api/auth/register/')).toHaveLength(1);
  return user;
}

describe('FullDoubleProfile on registration', () => {
  it('"to login" goes to the login page and the modal is gone', async () => {
    const user = await registerTakenContacts();
    await user.click(screen.getByTestId('full-duplicate-login'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/login$/));
    expect(screen.queryByTestId('full-duplicate-modal')).toBeNull();
  });

  it('closing the modal (×) goes to login too: registration with those contacts cannot go on', async () => {
    const user = await registerTakenContacts();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/login$/));
  });
});
