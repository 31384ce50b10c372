import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@broker/shared/events';
import { STEP_STORAGE_KEY } from '../../model/step-nav';
import { failure, held, makeUser, offline, type FakeBackend } from '@broker/shared/test-utils';
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

describe('step 6 and the final submit', () => {
  it('starts from the default-checked options and today; one request however often confirm is clicked; then the final page', async () => {
    const saved = held({ target: [2], frequency: 1, date: '2026-11-23' });
    api.on('POST /api/profile/step_targets/', saved.route);
    const sent = () => api.to('POST /api/profile/step_targets/');
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
    await waitFor(() => expect(sent()).toHaveLength(1));
    fireEvent.click(confirm);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.data).toEqual({ target: [2], frequency: 1 });
    await act(async () => saved.release());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/register/final'));
    expect(sessionStorage.getItem(STEP_STORAGE_KEY)).toBeNull();
    expect(changed).toHaveBeenCalledWith({ reason: 'application-sent' });
    off();
  });

  it.each([
    ['a server failure', failure(500), { kind: 'http', status: 500 }],
    ['no connection', offline, { kind: 'network', status: 0 }],
  ])(
    '%s: the generic toast ("questionnaire not sent" belongs to step 5, onboarding §8), the answers stay, the step stays',
    async (_n, answer, error) => {
      api.on('POST /api/profile/step_targets/', answer);
      renderStep(6);
      await screen.findByTestId('step-targets');
      await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
      fireEvent.click(screen.getByTestId('step-next'));
      await waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.objectContaining(error), undefined));
      expect(screen.getByTestId('where')).toHaveTextContent('/en/register/form');
      expect(screen.getByTestId('targets-target')).toHaveTextContent('Income');
      expect(screen.getByTestId('step-next')).toBeEnabled();
    },
  );

  it('FullSentProfile goes to the final page with alreadySent=1', async () => {
    api.on('POST /api/profile/step_targets/', failure(400, { _error_code: 'FullSentProfile', detail: 'sent' }));
    renderStep(6);
    await screen.findByTestId('step-targets');
    await waitFor(() => expect(screen.getByTestId('step-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('step-next'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/register/final?alreadySent=1'));
  });
});
