import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { authStore, type UserInfo } from '@broker/shared/session';
import { fakeBackend, makeUser, sequence } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { FormStatusScreen } from './form-status-screen';
import { RegisterFinalPageScreen } from '../register-final-page/register-final-page-screen';

/** Signed in as `patch`; the user-info call answers `patch`, then each of `later` in turn (the last repeats). */
function signedIn(patch: Partial<UserInfo>, later: Array<Partial<UserInfo>> = []) {
  const user = makeUser(patch);
  authStore
    .getState()
    .setTokens({ access: 'a', refresh: 'r', scope: ['onboarding'], accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000 });
  authStore.getState().setUser(user);
  fakeBackend({ 'GET /api/auth/userinfo/': sequence(user, ...later.map((p) => makeUser(p))) });
}

afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clear();
});

describe('final page', () => {
  it('non-resident in REVIEW: waiting modal, status polled every 10 s, a decision opens form-status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn({ is_resident: false, check_status: 'REVIEW' }, [
      { is_resident: false, check_status: 'REVIEW' },
      { is_resident: false, check_status: 'APPROVED' },
    ]);
    renderScreen(<RegisterFinalPageScreen />, { path: '/uk/register/final' });
    expect(await screen.findByTestId('waiting-modal')).toBeInTheDocument();
    expect(screen.getByTestId('investments-site')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/final');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/form-status?status=APPROVED');
  });

  it('resident with alreadySent: the cabinet button, no wait when not under review', async () => {
    signedIn({ is_resident: true, check_status: 'SIGNED' });
    renderScreen(<RegisterFinalPageScreen />, { path: '/en/register/final?alreadySent=1' });
    expect(screen.getByTestId('final-text')).toHaveTextContent('Your application has already been sent.');
    expect(screen.getByTestId('to-cabinet')).toBeInTheDocument();
    expect(screen.queryByTestId('waiting-modal')).toBeNull();
  });
});

describe('form-status', () => {
  it.each([
    ['ERRORS', 'Some data in your application needs to be clarified', 'investments-site'],
    ['REJECTED', 'Your application has been declined', 'investments-site'],
    ['APPROVED', 'the documents are ready to sign', 'to-document-sign'],
  ])('%s: its text and button', async (status, text, button) => {
    signedIn({ is_resident: false, check_status: status as UserInfo['check_status'] });
    renderScreen(<FormStatusScreen />, { path: `/en/form-status?status=${status}` });
    expect(await screen.findByTestId('form-status-text')).toHaveTextContent(text);
    expect(screen.getByTestId(button)).toBeInTheDocument();
  });

  it('APPROVED button goes to document-sign', async () => {
    signedIn({ is_resident: true, check_status: 'APPROVED' });
    renderScreen(<FormStatusScreen />, { path: '/uk/form-status?status=APPROVED' });
    act(() => screen.getByTestId('to-document-sign').click());
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/document-sign?status=APPROVED');
  });
});
