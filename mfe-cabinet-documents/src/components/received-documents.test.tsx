import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupIntersectionMocking, resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { renderScreen } from '../test/render-screen';
import { ReceivedDocuments } from './received-documents';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const TYPES = [
  { id: 1, title: { uk: 'Виписка', en: 'Statement' }, is_active: true, user_request_allow: true, date_type: 'PERIOD' },
];
const page = (n: number) => ({
  count: n,
  next: null,
  previous: null,
  doctypes: [1],
  unsigned_doctypes: [],
  results: Array.from({ length: n }, (_, i) => ({
    uuid: `u${i}`,
    title: { uk: `Документ ${i}`, en: `Document ${i}` },
    was_read: i > 0,
    doctype: 1,
    request_date: '2025-03-01',
    date: null,
    year: null,
    date_from: null,
    date_to: null,
    status: 'DONE',
    link: `http://api.test/api/cabinet/documents/u${i}/pdf/`,
    link_p7s: null,
  })),
});

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  authStore.getState().setUser(makeUser({ unread_docs: 3, unread_unsigned_docs: 1 }));
});
afterEach(() => {
  resetIntersectionMocking();
  authStore.getState().setUser(null);
});

describe('ReceivedDocuments', () => {
  it('mark all as read: one call on a double click, the counters of the answer go to the signed-in user', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const backend = fakeBackend(async (call) => {
      const path = new URL(call.url).pathname;
      if (path.endsWith('/refs/documents/')) return json(TYPES);
      if (path.endsWith('/sign_otp/all/read/')) {
        await gate;
        return json({ unread_docs: 0, unread_unsigned_docs: 0 });
      }
      return json(page(3));
    });
    const user = userEvent.setup();
    renderScreen(<ReceivedDocuments kind="all" />, { path: '/uk/documents/all/' });
    expect(await screen.findAllByTestId('document-row')).toHaveLength(3);
    await user.dblClick(screen.getByTestId('mark-all-read'));
    release();
    await waitFor(() => expect(authStore.getState().user?.unread_docs).toBe(0));
    expect(authStore.getState().user?.unread_unsigned_docs).toBe(0);
    expect(backend.calls.filter((c) => c.url.includes('/sign_otp/all/read/'))).toHaveLength(1);
    expect(backend.calls.find((c) => c.url.includes('/sign_otp/all/'))?.url).toContain('limit=20&offset=0');
  });

  it('a failed mark-all-read is logged only (cabinet §8): no toast, the counters stay', async () => {
    const { toastError } = await import('@broker/shared/ui');
    vi.mocked(toastError).mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeBackend(async (call) => {
      const path = new URL(call.url).pathname;
      if (path.endsWith('/refs/documents/')) return json(TYPES);
      if (path.endsWith('/sign_otp/all/read/')) return json({ detail: 'boom' }, 500);
      return json(page(3));
    });
    const user = userEvent.setup();
    renderScreen(<ReceivedDocuments kind="all" />, { path: '/uk/documents/all/' });
    expect(await screen.findAllByTestId('document-row')).toHaveLength(3);
    await user.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[documents] mark as read failed', expect.anything()));
    expect(toastError).not.toHaveBeenCalled();
    expect(authStore.getState().user?.unread_docs).toBe(3);
    warn.mockRestore();
  });

  it('the type filter: "All" plus the types of the answer, by title; a choice asks the server for that type, "All" drops it', async () => {
    const types = [
      ...TYPES,
      { id: 2, title: { uk: 'Звіт', en: 'Report' }, is_active: true, user_request_allow: true, date_type: 'YEAR' },
    ];
    const backend = fakeBackend(async (call) => {
      const url = new URL(call.url);
      if (url.pathname.endsWith('/refs/documents/')) return json(types);
      const doctype = url.searchParams.get('doctype');
      return json({ ...page(doctype ? 1 : 3), doctypes: [1, 2] });
    });
    renderScreen(<ReceivedDocuments kind="all" />, { path: '/en/documents/all/' });
    expect(await screen.findAllByTestId('document-row')).toHaveLength(3);
    const filter = screen.getByTestId('documents-filter') as HTMLSelectElement;
    await waitFor(() => expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Statement', 'Report']));
    const lists = () => backend.calls.map((c) => new URL(c.url)).filter((u) => u.pathname.endsWith('/sign_otp/all/'));
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(1));
    expect(lists().at(-1)?.searchParams.get('doctype')).toBe('2');
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(3));
    expect(lists().at(-1)?.searchParams.has('doctype')).toBe(false);
  });

  it.each(['all', 'sign'] as const)(
    'the %s list failing is logged only (cabinet §8): no line, no toast; the next load recovers',
    async (kind) => {
      const { toastError } = await import('@broker/shared/ui');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      let broken = true;
      fakeBackend(async (call) =>
        call.url.includes('/refs/documents/') ? json(TYPES) : broken ? json({ detail: 'boom' }, 500) : json(page(2)),
      );
      const { client } = renderScreen(<ReceivedDocuments kind={kind} />, { path: '/en/documents/all/' });
      await waitFor(() => expect(warn).toHaveBeenCalledWith(`[documents] ${kind} list failed`, expect.anything()));
      const section = screen.getByTestId(`received-${kind}`);
      expect(section.querySelector('.documents-empty, [role="alert"], [role="status"]')).toBeNull();
      expect(screen.getByTestId('mark-all-read')).toBeEnabled(); // the page stays usable
      expect(toastError).not.toHaveBeenCalled();
      broken = false;
      await act(() => client.invalidateQueries());
      expect(await screen.findAllByTestId('document-row')).toHaveLength(2);
      warn.mockRestore();
    },
  );

  // cabinet §8 "Signed documents appear after about 15 minutes": told after signing here too, not only in onboarding
  it.each([
    ['en', 'Signed documents appear in your cabinet in about 15 minutes.'],
    ['uk', "Підписані документи з'являться в кабінеті приблизно за 15 хвилин."],
  ] as const)('after a code signature the client is told when the documents appear (%s)', async (lang, text) => {
    const approved = page(1);
    approved.results[0]!.status = 'APPROVED';
    const backend = fakeBackend(async (call) => {
      const path = new URL(call.url).pathname;
      if (path.endsWith('/refs/documents/')) return json(TYPES);
      if (call.method === 'POST' && path.endsWith('/sign_otp/'))
        return json({ otp_id: 'o1', seconds_left: 900, tries: 3, success: true });
      if (path.endsWith('/sign_otp/confirm/')) return json({ success: true, check_status: 'SIGNED' });
      return json(approved);
    });
    const user = userEvent.setup();
    renderScreen(<ReceivedDocuments kind="sign" />, { path: `/${lang}/documents/waiting-for-sign`, lang });
    await user.click(await screen.findByTestId('sign-document'));
    fireEvent.paste(await screen.findByTestId('otp-digit-1'), { clipboardData: { getData: () => '1234' } });
    await user.click(screen.getByTestId('otp-confirm'));
    const modal = await screen.findByTestId('signed-modal');
    expect(modal).toHaveTextContent(text);
    expect(within(modal).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(backend.calls.some((c) => c.url.includes('/sign_otp/confirm/'))).toBe(true);
    await user.click(within(modal).getByTestId('signed-ok'));
    expect(screen.queryByTestId('signed-modal')).toBeNull();
  });
});
