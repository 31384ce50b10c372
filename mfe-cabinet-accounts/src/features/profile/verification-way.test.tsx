import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { authStore } from '@broker/shared/session';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import type { UserInfo } from '@broker/shared/contracts';
import { renderScreen } from '../../test/render-screen';
import { VerificationWayBlock } from './components/verification-way-block';
import { verificationWayOf } from './model/verification-way';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

afterEach(() => authStore.getState().clear());

const radio = (way: 'sms' | 'email') => screen.getByTestId(`way-${way}`) as HTMLInputElement;

describe('verification way defaults (cabinet §2)', () => {
  it.each<[boolean, UserInfo['confirmation_type'], 'sms' | 'email', boolean]>([
    [true, 'sms', 'sms', true],
    [true, 'email', 'email', true],
    [false, 'sms', 'email', false],
    [false, 'email', 'email', false],
  ])(
    'sms_otp_is_available=%s, confirmation_type=%s → %s checked, SMS enabled: %s',
    (available, type, checked, smsEnabled) => {
      const user = makeUser({ sms_otp_is_available: available, confirmation_type: type });
      expect(verificationWayOf(user)).toBe(checked);
      authStore.getState().setUser(user);
      fakeBackend(() => json({}));
      renderScreen(<VerificationWayBlock />, { path: '/en/profile' });
      expect(radio(checked)).toBeChecked();
      expect(radio(checked === 'sms' ? 'email' : 'sms')).not.toBeChecked();
      expect(radio('sms').disabled).toBe(!smsEnabled);
      expect(radio('email')).toBeEnabled();
      expect(screen.queryByTestId('way-sms-unavailable') !== null).toBe(!smsEnabled);
    },
  );
});

describe('changing the way', () => {
  it('posts the choice as form data; the answer replaces the stored user info', async () => {
    authStore.getState().setUser(makeUser({ confirmation_type: 'sms' }));
    const answer = makeUser({ confirmation_type: 'email', unread_messages: 4 });
    const backend = fakeBackend(() => json(answer));
    renderScreen(<VerificationWayBlock />, { path: '/en/profile' });
    await act(async () => {
      fireEvent.click(radio('email'));
    });
    await waitFor(() => expect(authStore.getState().user).toEqual(answer));
    expect(radio('email')).toBeChecked();
    const call = backend.calls[0]!;
    expect([call.method, backend.path(call)]).toEqual(['POST', '/api/auth/userinfo/']);
    expect(call.body).toMatch(/name="confirmation_type"\r\n\r\nemail/);
  });

  it('a failure toasts and shows the saved choice again', async () => {
    authStore.getState().setUser(makeUser({ confirmation_type: 'sms' }));
    fakeBackend(() => json({ detail: 'boom' }, 500));
    renderScreen(<VerificationWayBlock />, { path: '/en/profile' });
    await act(async () => {
      fireEvent.click(radio('email'));
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(radio('sms')).toBeChecked();
    expect(authStore.getState().user?.confirmation_type).toBe('sms');
  });
});
