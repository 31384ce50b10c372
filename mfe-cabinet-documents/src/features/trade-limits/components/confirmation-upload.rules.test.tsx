import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { authStore } from '@broker/shared/session';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import { renderScreen } from '../../../test/render-screen';
import { ConfirmationUpload } from './confirmation-upload';

/**
 * Cabinet §8 "confirmation file upload failure: toast 'something went wrong'"; a refusal with the
 * server's doc error: 'upload failed' with that error. The upload goes by XMLHttpRequest (for its
 * progress), so the server's answer to it is a stand-in XMLHttpRequest; settings come from fakeBackend.
 */
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SETTINGS = {
  AUTH_ACCESS_TOKEN_TTL: 15,
  AUTH_REFRESH_TOKEN_TTL: 240,
  BLOCK_NONRESIDENT: false,
  MAX_ACCOUNTS_COUNT: 5,
  MAX_IBAN_CARDS_COUNT: 2,
  DELAY_BEFORE_SHARING_REDIRECT: 0,
  RESIDENT_IMAGE_EXTENSIONS: ['pdf'],
  NONRESIDENT_IMAGE_EXTENSIONS: ['pdf'],
  STARTUP_TEXT_UA: null,
  STARTUP_TEXT_EN: null,
  STARTUP_BUTTON_TEXT_UA: null,
  STARTUP_BUTTON_TEXT_EN: null,
};

/** How the upload endpoint answers: a status and body, or a dropped connection. */
let answer: { status: number; body: unknown } | 'network' = { status: 201, body: {} };
const uploads: string[] = [];

class ServerXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send() {
    uploads.push(new URL(this.url).pathname);
    setTimeout(() => {
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 5);
  }
}

const pdf = () => new File(['%PDF-1.4 bank statement'], 'statement.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', ServerXhr);
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.success).mockReset();
  uploads.length = 0;
  authStore.getState().setUser(makeUser({ is_resident: true }));
  fakeBackend((call) => (new URL(call.url).pathname.endsWith('/profile/settings/') ? json(SETTINGS) : json({})));
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.getState().setUser(null);
});

async function uploadStatement() {
  const user = userEvent.setup({ applyAccept: false });
  renderScreen(<ConfirmationUpload />, { path: '/en/trade-limits' });
  const input = screen.getByTestId('confirmation-input') as HTMLInputElement;
  await waitFor(() => expect(input.accept).toBe('.pdf')); // the settings have landed
  await user.upload(input, pdf());
}

describe('the confirmation upload failing', () => {
  it.each([500, 502, 413])('the server answers %i → a "something went wrong" toast, no success', async (status) => {
    answer = { status, body: { detail: 'boom' } };
    await uploadStatement();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(uploads).toEqual(['/api/cabinet/money_confirmations/']);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirmation-add')).toBeEnabled(); // the user may try again
  });

  it("a refusal with the server's doc error → 'upload failed' with that error", async () => {
    answer = { status: 400, body: { doc: ['The scan is unreadable'] } };
    await uploadStatement();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Upload failed: The scan is unreadable'));
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('a dropped connection → check your internet connection', async () => {
    answer = 'network';
    await uploadStatement();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Check your internet connection'));
  });
});
