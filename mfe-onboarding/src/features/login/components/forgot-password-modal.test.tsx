import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, json } from '@broker/shared/test-utils';
import { toastError } from '@broker/shared/ui';
import { renderScreen } from '../../../test/render-screen';
import { ForgotPasswordModal } from './forgot-password-modal';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

describe('ForgotPasswordModal: a refused POST auth/password/ask/', () => {
  // onboarding §8: "other field errors are set per field with a toast"; UserNotFound is a catalogue code with its
  // own message under the field; anything else is the generic toast
  it.each<[string, number, object, { field: string | null; toast: 'checkFields' | 'generic' | null }]>([
    [
      'UserNotFound → its message under the field',
      400,
      { _error_code: 'UserNotFound' },
      {
        field: 'We could not find an account with this email.',
        toast: null,
      },
    ],
    [
      'an e-mail field error → under the field, with a toast',
      400,
      { email: ['Enter a valid email address.'] },
      {
        field: 'Enter a valid email address.',
        toast: 'checkFields',
      },
    ],
    [
      'a detail without a code → under the field, with a toast',
      400,
      { detail: 'Too many requests for this e-mail.' },
      {
        field: 'Too many requests for this e-mail.',
        toast: 'checkFields',
      },
    ],
    [
      'another code → the generic toast only',
      400,
      { _error_code: 'Whatever', detail: 'x' },
      {
        field: null,
        toast: 'generic',
      },
    ],
    ['a server failure → the generic toast only', 500, {}, { field: null, toast: 'generic' }],
  ])('%s', async (_name, status, body, shown) => {
    vi.mocked(toastError).mockReset();
    const backend = fakeBackend(() => json(body, status));
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordModal initialEmail="olena@sandbox.test" onClose={() => {}} />, { path: '/en/login' });
    await waitFor(() => expect(screen.getByTestId('forgot-submit')).toBeEnabled());
    await user.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.path(backend.calls[0]!)).toBe('/api/auth/password/ask/');
    if (shown.field) expect(await screen.findByText(shown.field)).toBeInTheDocument();
    else await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(screen.queryByTestId('forgot-sent')).toBeNull();
    expect(vi.mocked(toastError).mock.calls.map(([, key]) => key)).toEqual(
      shown.toast === null ? [] : [shown.toast === 'checkFields' ? 'common:errors.checkFields' : undefined],
    );
  });
});
