import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, json, makeSettings } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { DiyaQrCodeScreen } from './diya-qr-code-screen';

/**
 * Onboarding §2 "Sharing QR pages: … a continue button with a 10 second countdown …, cancel": Cancel
 * leaves the QR page for the registration start at once — during the countdown too — and asks the
 * server nothing more (no result check of a share the user gave up).
 */
const SETTINGS = makeSettings({ MAX_ACCOUNTS_COUNT: 2 });

describe('Cancel on the registration QR page', () => {
  it('goes back to registration during the countdown, with no result check', async () => {
    const api = fakeBackend((call) => {
      const path = new URL(call.url).pathname;
      if (path === '/api/profile/settings/') return json(SETTINGS);
      if (path === '/api/profile/sharing/deeplink/')
        return json({ type: 'qr', img: 'iVBORw0KGgo=', dynamic_deeplink: 'https://diia.test/1' });
      return json({ detail: `unexpected ${path}` }, 500);
    });
    const user = userEvent.setup();
    renderScreen(<DiyaQrCodeScreen />, { path: '/en/register/sharing?phone=%2B380501234567&email=o%40b.test' });
    await screen.findByTestId('sharing-qr');
    expect(screen.getByTestId('sharing-continue')).toBeDisabled(); // still counting down
    await user.click(screen.getByTestId('sharing-cancel'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/register$/));
    expect(api.calls.some((c) => api.path(c).includes('/sharing/result/'))).toBe(false);
  });
});
