import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fakeBackend, makeUser } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { DiyaQrSuccessScreen } from './diya-qr-success-screen';

// "register with a bank ID" saves that choice on the user first
beforeEach(() => {
  fakeBackend({ 'POST /api/auth/userinfo/': makeUser({ register_datasource: 'BANKID' }) });
});

describe('diya-qr-success page', () => {
  it.each([
    ['processing', 'Your data is being processed', 'result-newQr'],
    ['notUsed', 'QR code expired', 'result-newQr'],
    ['refuse', 'Sharing declined', 'result-bankId'],
    ['waiting', 'Your profile is being created', 'result-login'],
    ['success', 'Data received', 'result-login'],
    ['doc_sign_success', 'Documents signed', 'result-cabinet'],
    ['error', 'QR error', 'result-newQr'],
    ['noFullData', 'Not enough data', 'result-bankId'],
    ['notUniqueData', 'Data is not unique', 'result-manager'],
    ['nonsense', 'QR error', 'result-newQr'],
  ])('%s: its title and action', (status, title, action) => {
    renderScreen(<DiyaQrSuccessScreen />, { path: `/en/register/sharing/success?status=${status}` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByTestId(action)).toBeInTheDocument();
  });

  it('a visitor with noFullData goes to registration with a bank ID', () => {
    renderScreen(<DiyaQrSuccessScreen />, { path: '/uk/register/sharing/success?status=noFullData' });
    act(() => screen.getByTestId('result-bankId').click());
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/uk/register?is_resident=true&register_datasource=BANKID',
    );
  });

  it('the manager link writes to the onboarding contact', () => {
    renderScreen(<DiyaQrSuccessScreen />, { path: '/uk/register/sharing/success?status=notUniqueData' });
    expect(screen.getByTestId('result-manager')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
