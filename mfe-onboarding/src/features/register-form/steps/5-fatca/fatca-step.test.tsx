import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, makeUser, offline, type FakeBackend } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { questionnaireBackend, renderStep } from '../../../../test/questionnaire';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

let api: FakeBackend;
beforeEach(() => {
  api = questionnaireBackend();
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
    ['a server failure', failure(500), expect.objectContaining({ kind: 'http', status: 500 })],
    ['no connection', offline, undefined],
  ])(
    '%s: "questionnaire not sent, try again" (onboarding §8: step 5 failure), the answers stay, the step stays',
    async (_n, answer, error) => {
      api.on('POST /api/profile/step_fatca/', answer);
      renderStep(5);
      await screen.findByTestId('step-fatca');
      await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
      fireEvent.click(screen.getByTestId('step-next'));
      await waitFor(() => expect(toastError).toHaveBeenCalledWith(error, 'onboarding:registerForm.notSent'));
      expect(toastError).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('where')).toHaveTextContent('/en/register/form');
      expect(screen.getByTestId('step-fatca')).toBeInTheDocument();
    },
  );
});
