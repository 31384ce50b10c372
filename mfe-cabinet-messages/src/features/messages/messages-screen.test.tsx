import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { makeUser } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { toastError } from '@broker/shared/ui';
import { messagesBackend, seedMessages } from '../../test/messages-backend';
import { renderScreen } from '../../test/render-screen';
import { MessagesScreen } from './messages-screen';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

beforeAll(() => setupIntersectionMocking(vi.fn));
afterAll(() => resetIntersectionMocking());
beforeEach(() => {
  authStore.getState().setUser(makeUser({ unread_messages: 3 }));
  vi.mocked(toastError).mockClear();
});

const rows = () => screen.queryAllByTestId('message-item');
const row = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const unreadCount = () => authStore.getState().user?.unread_messages;

/** the sentinel leaves the viewport as rows are added and comes back when the user scrolls down */
async function scrollToBottom() {
  act(() => mockAllIsIntersecting(false));
  act(() => mockAllIsIntersecting(true));
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

async function show(n: number, unread: number, path = '/uk/messages') {
  const backend = messagesBackend(seedMessages(n, unread));
  const user = userEvent.setup();
  renderScreen(<MessagesScreen />, { path });
  if (n > 0) await screen.findByTestId('messages-list');
  return { backend, user };
}

describe('MessagesScreen', () => {
  it('lists title, date DD.MM.YYYY and type; unread ones carry a marker', async () => {
    await show(3, 1);
    expect(rows()).toHaveLength(3);
    const first = within(rows()[0]!);
    expect(first.getByText('Message 3')).toBeInTheDocument();
    expect(first.getByText('31.03.2026')).toHaveAttribute('datetime', '2026-03-31T12:00:00.000Z');
    expect(first.getByText('Системне')).toBeInTheDocument();
    expect(first.getByTestId('unread-marker')).toBeInTheDocument();
    expect(screen.getAllByTestId('unread-marker')).toHaveLength(1);
  });

  it('opening an unread message shows its sanitized body, marks it read once, sets the count from the answer; a click again collapses', async () => {
    const { backend, user } = await show(3, 2);
    backend.messages[0]!.text =
      '<p>Hi</p><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">bonus</a><a href="https://ok.test">ok</a>';
    await act(() => screen.getByTestId('unread-only').click()); // reload so the hostile text is shown
    await act(() => screen.getByTestId('unread-only').click());
    await waitFor(() =>
      expect(backend.callsTo('GET', /messages\/\?limit=20&offset=0$/).length).toBeGreaterThanOrEqual(2),
    );

    await user.click(row('Message 3'));
    const body = await screen.findByTestId('message-body');
    expect(body).toHaveTextContent('Hi');
    expect(body.querySelector('img')).toBeNull();
    expect(within(body).getByText('bonus')).not.toHaveAttribute('href');
    expect(within(body).getByText('ok')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(row('Message 3')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(unreadCount()).toBe(1));
    expect(within(rows()[0]!).queryByTestId('unread-marker')).toBeNull();
    expect(backend.callsTo('PUT', /messages\/103\/$/)).toHaveLength(1);
    expect(backend.callsTo('PUT', /messages\/103\/$/)[0]?.body).toBe('{"was_read":true}');

    await user.click(row('Message 3'));
    expect(row('Message 3')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('message-body')).toBeNull();
    await user.click(row('Message 3'));
    expect(backend.callsTo('PUT', /messages\/103\/$/)).toHaveLength(1);
  });

  it('Enter and Space toggle a message and the focus stays on its row', async () => {
    const { user } = await show(2, 0);
    row('Message 2').focus();
    await user.keyboard('{Enter}');
    expect(row('Message 2')).toHaveAttribute('aria-expanded', 'true');
    expect(row('Message 2')).toHaveFocus();
    await user.keyboard(' ');
    expect(row('Message 2')).toHaveAttribute('aria-expanded', 'false');
    expect(row('Message 2')).toHaveFocus();
  });

  it('a failed read toasts and puts the marker back; the open body stays', async () => {
    const { backend, user } = await show(2, 1);
    backend.fail('/messages/102/', 'PUT');
    await user.click(row('Message 2'));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(within(rows()[0]!).getByTestId('unread-marker')).toBeInTheDocument();
    expect(screen.getByTestId('message-body')).toHaveTextContent('Body 2');
    expect(unreadCount()).toBe(3);
  });

  it('the unread filter reloads with unread=true, collapses open messages and has its own empty state', async () => {
    const { backend, user } = await show(4, 2);
    await user.click(row('Message 1'));
    expect(screen.getByTestId('message-body')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Показувати лише непрочитані' }));
    await waitFor(() => expect(backend.callsTo('GET', /unread=true$/)).toHaveLength(1));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('message-body')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/messages?unread=true');

    await user.click(screen.getByTestId('mark-all-read'));
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('Непрочитаних повідомлень немає.');
  });

  it('mark all as read clears every marker and the menu counter, then is disabled', async () => {
    const { backend, user } = await show(5, 3);
    expect(screen.getAllByTestId('unread-marker')).toHaveLength(3);
    await user.dblClick(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(screen.queryAllByTestId('unread-marker')).toHaveLength(0));
    expect(backend.callsTo('POST', /messages\/all\/$/)).toHaveLength(1);
    expect(backend.callsTo('POST', /messages\/all\/$/)[0]?.body).toBe('{"read":true}');
    expect(unreadCount()).toBe(0);
    expect(screen.getByTestId('mark-all-read')).toBeDisabled();
  });

  it('a failed mark-all-read is logged only (cabinet §8): no toast, the markers and the counter stay', async () => {
    const { backend, user } = await show(3, 2);
    backend.fail('/messages/all/', 'POST');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[messages] mark all as read failed', expect.anything()));
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('unread-marker')).toHaveLength(2);
    expect(unreadCount()).toBe(3);
    expect(screen.getByTestId('mark-all-read')).toBeEnabled();
    warn.mockRestore();
  });

  it('no messages at all: the empty state (en)', async () => {
    await show(0, 0, '/en/messages');
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('You have no messages yet.');
  });

  it('near the bottom the next pages load, 20 at a time, until the end', async () => {
    const { backend } = await show(45, 0);
    expect(rows()).toHaveLength(20);
    await scrollToBottom();
    await waitFor(() => expect(rows()).toHaveLength(40));
    await scrollToBottom();
    await waitFor(() => expect(rows()).toHaveLength(45));
    await scrollToBottom();
    const gets = backend.callsTo('GET', /messages\//).map((c) => new URL(c.url).searchParams.get('offset'));
    expect(gets).toEqual(['0', '20', '40']);
  });

  it('a live event puts the newest on top with a short highlight and drops the last of a full page', async () => {
    const { backend } = await show(25, 0);
    backend.arrive({
      id: 500,
      title: 'Fresh news',
      text: '<p>new</p>',
      received: '2026-04-01T09:00:00.000Z',
      message_type: 'SYSTEM',
      was_read: false,
    });
    act(() => bus.emit('socket:update', { data: 'messages' }));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-just-added', 'true'));
    expect(within(rows()[0]!).getByText('Fresh news')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(screen.getByTestId('messages-announcer')).toHaveTextContent('Нове повідомлення: Fresh news');
    await waitFor(() => expect(rows()[0]).not.toHaveAttribute('data-just-added'));

    // the dropped one comes back as the first of the next page, nothing twice
    await scrollToBottom();
    await waitFor(() => expect(rows()).toHaveLength(26));
    expect(new Set(rows().map((r) => r.dataset.messageId)).size).toBe(26);
  });

  it('other socket topics do not touch the list', async () => {
    const { backend } = await show(3, 0);
    act(() => bus.emit('socket:update', { data: 'docs' }));
    expect(backend.callsTo('GET', /messages\//)).toHaveLength(1);
  });

  it('a first load failure toasts and offers a retry; a failed refresh keeps what is shown', async () => {
    const backend = messagesBackend(seedMessages(3, 0));
    backend.fail('/messages/', 'GET');
    const user = userEvent.setup();
    renderScreen(<MessagesScreen />, { path: '/uk/messages' });
    expect(await screen.findByTestId('messages-failed')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.click(row('Message 3'));
    backend.fail('/messages/', 'GET');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => bus.emit('socket:reconnected', { attempt: 1 }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('message-body')).toHaveTextContent('Body 3');
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
