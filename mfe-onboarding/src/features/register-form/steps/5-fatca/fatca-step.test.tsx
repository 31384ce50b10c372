import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sendJson } from '@broker/shared/api';
import { makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { renderStep, serveSteps } from '../test-step-frame';

vi.mock('@broker/shared/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getJson: vi.fn(),
  sendJson: vi.fn(),
}));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

beforeEach(() => {
  serveSteps();
  vi.mocked(sendJson).mockReset();
  vi.mocked(toastError).mockReset();
  authStore.getState().setUser(makeUser({ is_resident: true, profile_status: 'PART' }));
});
afterEach(() => sessionStorage.clear());

describe('step 5', () => {
  it('a yes shows the TIN (required, digits); back to all no hides it and clears it', async () => {
    renderStep(5);
    const step = await screen.findByTestId('step-fatca');
    expect(screen.queryByTestId('fatca-tin')).toBeNull();
    fireEvent.click(within(screen.getByTestId('fatca-has_usa_phone')).getByLabelText('Yes'));
    const tin = within(await screen.findByTestId('fatca-tin')).getByRole('textbox');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeDisabled());
    fireEvent.change(tin, { target: { value: '12a' } });
    expect(await within(step).findByText('Digits only', { selector: '.fk-field__error' })).toBeInTheDocument();
    fireEvent.change(tin, { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(within(screen.getByTestId('fatca-has_usa_phone')).getByLabelText('No'));
    expect(screen.queryByTestId('fatca-tin')).toBeNull();
    fireEvent.click(within(screen.getByTestId('fatca-is_usa_born')).getByLabelText('Yes'));
    expect(within(await screen.findByTestId('fatca-tin')).getByRole('textbox')).toHaveValue('');
  });

  it.each([
    ['a server failure', new ApiError({ kind: 'http', status: 500 })],
    ['no connection', new ApiError({ kind: 'network', status: 0 })],
  ])(
    '%s: "questionnaire not sent, try again" (onboarding §8: step 5 failure), the answers stay, the step stays',
    async (_n, error) => {
      vi.mocked(sendJson).mockRejectedValue(error);
      renderStep(5);
      await screen.findByTestId('step-fatca');
      await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
      fireEvent.click(screen.getByTestId('step-next'));
      await waitFor(() =>
        expect(toastError).toHaveBeenCalledWith(error.isNetwork ? undefined : error, 'onboarding:registerForm.notSent'),
      );
      expect(toastError).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('where')).toHaveTextContent('/en/register/form');
      expect(screen.getByTestId('step-fatca')).toBeInTheDocument();
    },
  );
});
