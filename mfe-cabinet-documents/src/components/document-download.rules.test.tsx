import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { setupIntersectionMocking, resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { renderScreen } from '../test/render-screen';
import { ReceivedDocuments } from './received-documents';

/** Cabinet §8 "Document open/download failure … toast 'something went wrong'" (a lost connection says so). */
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TYPES = [
  { id: 1, title: { uk: 'Виписка', en: 'Statement' }, is_active: true, user_request_allow: true, date_type: 'PERIOD' },
];
const LIST = {
  count: 1,
  next: null,
  previous: null,
  doctypes: [1],
  unsigned_doctypes: [],
  results: [
    {
      uuid: 'u1',
      title: { uk: 'Виписка за березень', en: 'March statement' },
      was_read: false,
      doctype: 1,
      request_date: '2025-03-01',
      date: null,
      year: null,
      date_from: null,
      date_to: null,
      status: 'DONE',
      link: 'http://api.test/api/cabinet/documents/u1/pdf/',
      link_p7s: 'http://api.test/api/cabinet/documents/u1/p7s/',
    },
  ],
};

/** The list as the server gives it; the files answer with `file`. */
function serve(file: () => Response | Promise<Response>) {
  return fakeBackend((call) => {
    const path = new URL(call.url).pathname;
    if (path.endsWith('/refs/documents/')) return json(TYPES);
    if (path.includes('/cabinet/documents/u1/')) return file();
    return json(LIST);
  });
}

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  vi.mocked(toast.error).mockReset();
  authStore.getState().setUser(makeUser({ unread_docs: 1 }));
});
afterEach(() => {
  resetIntersectionMocking();
  authStore.getState().setUser(null);
});

describe('a document download that fails', () => {
  it.each([
    ['download-pdf', 'the PDF'],
    ['download-p7s', 'the signature'],
  ])('%s (%s): the server refuses → a "something went wrong" toast, the button is usable again', async (testId) => {
    const backend = serve(() => json({ detail: 'storage down' }, 500));
    const user = userEvent.setup();
    renderScreen(<ReceivedDocuments kind="all" />, { path: '/en/documents/all/' });
    await user.click(await screen.findByTestId(testId));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(backend.calls.filter((c) => c.url.includes('/cabinet/documents/u1/'))).toHaveLength(1);
    expect(screen.getByTestId(testId)).toBeEnabled();
    expect(screen.queryByTestId('download-progress')).toBeNull();
  });

  it('the connection drops → the toast says to check the connection', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderScreen(<ReceivedDocuments kind="all" />, { path: '/en/documents/all/' });
    await user.click(await screen.findByTestId('download-pdf'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Check your internet connection'));
  });
});
