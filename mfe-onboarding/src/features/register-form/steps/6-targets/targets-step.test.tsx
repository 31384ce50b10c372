import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sendJson } from '@broker/shared/api';
import { bus } from '@broker/shared/events';
import { STEP_STORAGE_KEY } from '../../model/step-nav';
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

describe('step 6 and the final submit', () => {
  it('starts from the default-checked options and today; one request however often confirm is clicked; then the final page', async () => {
    let resolve: (v: unknown) => void = () => {};
    vi.mocked(sendJson).mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    const changed = vi.fn();
    const off = bus.on('user:changed', changed);
    renderStep(6);
    const step = await screen.findByTestId('step-targets');
    expect(within(step).getByTestId('targets-target')).toHaveTextContent('Income');
    expect(within(step).getByTestId('targets-target')).not.toHaveTextContent('Saving');
    const today = new Date();
    const dd = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
    expect(within(step).getByTestId('targets-date').querySelector('input')).toHaveValue(dd);
    const confirm = screen.getByTestId('step-next');
    expect(confirm).toHaveTextContent('I confirm');
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(sendJson).toHaveBeenCalled());
    fireEvent.click(confirm);
    expect(sendJson).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendJson).mock.calls[0]?.[3]).toEqual({ target: [2], frequency: 1 });
    await act(async () => resolve({ target: [2], frequency: 1, date: '2026-11-23' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/register/final'));
    expect(sessionStorage.getItem(STEP_STORAGE_KEY)).toBeNull();
    expect(changed).toHaveBeenCalledWith({ reason: 'application-sent' });
    off();
  });

  it.each([
    ['a server failure', new ApiError({ kind: 'http', status: 500 })],
    ['no connection', new ApiError({ kind: 'network', status: 0 })],
  ])(
    '%s: the generic toast ("questionnaire not sent" belongs to step 5, onboarding §8), the answers stay, the step stays',
    async (_n, error) => {
      vi.mocked(sendJson).mockRejectedValue(error);
      renderStep(6);
      await screen.findByTestId('step-targets');
      await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
      fireEvent.click(screen.getByTestId('step-next'));
      await waitFor(() => expect(toastError).toHaveBeenCalledWith(error, undefined));
      expect(screen.getByTestId('where')).toHaveTextContent('/en/register/form');
      expect(screen.getByTestId('targets-target')).toHaveTextContent('Income');
      expect(screen.getByTestId('step-next')).toBeEnabled();
    },
  );

  it('FullSentProfile goes to the final page with alreadySent=1', async () => {
    vi.mocked(sendJson).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, body: { _error_code: 'FullSentProfile', detail: 'sent' } }),
    );
    renderStep(6);
    await screen.findByTestId('step-targets');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/register/final?alreadySent=1'));
  });
});
