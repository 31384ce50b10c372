import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { authStore } from '@broker/shared/session';
import { fakeBackend, makeSettings, makeUser } from '@broker/shared/test-utils';
import { renderScreen } from '../../../test/render-screen';
import { ConfirmationUpload } from './confirmation-upload';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const pdf = () => new File(['%PDF-1.4 bank statement'], 'statement.pdf', { type: 'application/pdf' });

const UPLOAD = 'POST /api/cabinet/money_confirmations/';
const CONFIRMATION = { id: 1, doc: 'statement.pdf', created: '2025-03-01T10:00:00Z', status: 'IN_PROCESS' };

beforeEach(() => {
  vi.mocked(toast.error).mockReset();
});

describe("trade limits' confirmation upload: the settings' extension list of the user's residency is the one checked (cabinet §3, §5)", () => {
  it.each([
    [true, { RESIDENT_IMAGE_EXTENSIONS: ['png', 'jpg'], NONRESIDENT_IMAGE_EXTENSIONS: ['pdf'] }, false],
    [true, { RESIDENT_IMAGE_EXTENSIONS: ['pdf'], NONRESIDENT_IMAGE_EXTENSIONS: [] }, true],
    [false, { RESIDENT_IMAGE_EXTENSIONS: ['pdf'], NONRESIDENT_IMAGE_EXTENSIONS: ['png'] }, false],
    [false, { RESIDENT_IMAGE_EXTENSIONS: [], NONRESIDENT_IMAGE_EXTENSIONS: ['PDF'] }, true],
    [false, { RESIDENT_IMAGE_EXTENSIONS: [], NONRESIDENT_IMAGE_EXTENSIONS: [] }, false], // none sent: the built-in non-resident list (images only)
  ])('resident %s, %j: a PDF is sent → %s', async (resident, lists, sent) => {
    authStore.getState().setUser(makeUser({ is_resident: resident }));
    const api = fakeBackend({ 'GET /api/profile/settings/': makeSettings(lists), [UPLOAD]: CONFIRMATION });
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<ConfirmationUpload />, { path: '/en/trade-limits' });
    const input = screen.getByTestId('confirmation-input') as HTMLInputElement;
    const list = resident ? lists.RESIDENT_IMAGE_EXTENSIONS : lists.NONRESIDENT_IMAGE_EXTENSIONS;
    // the settings have landed once the picker offers their list
    if (list.length > 0)
      await waitFor(() => expect(input.accept).toBe(list.map((e) => `.${e.toLowerCase()}`).join(',')));
    await user.upload(input, pdf());
    if (sent) await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(1));
    else await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/format/i)));
    expect(api.to(UPLOAD)).toHaveLength(sent ? 1 : 0);
  });
});
