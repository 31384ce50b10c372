import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Message, MessagesResponse } from '@broker/shared/contracts';
import { bus } from '@broker/shared/events';
import { fakeBackend, offline, type FakeBackend, type Route } from '@broker/shared/test-utils';
import { messagesKeys } from '../../../api/query-keys';
import { flattenMessages, type MessagesData } from './messages-cache';
import { NEW_MESSAGE_HIGHLIGHT_MS, useLiveMessages } from './use-live-messages';

const LIST = 'GET /api/messages/';
let api: FakeBackend;
/** The messages list answering `answer` (the first page after the push). */
const serve = (answer: Route) => (api = fakeBackend({ [LIST]: answer }));
/** The list calls as their query: offset, limit, unread. */
const asked = () => api.to(LIST).map((c) => Object.fromEntries(new URL(c.url).searchParams));

const msg = (id: number): Message => ({
  id,
  title: `m${id}`,
  text: '<p>x</p>',
  received: '2026-01-01T00:00:00Z',
  message_type: 'SYSTEM',
  was_read: false,
});
const page = (ids: number[], count = ids.length): MessagesResponse => ({
  count,
  next: null,
  previous: null,
  is_unread: true,
  results: ids.map(msg),
});
const cached = (ids: number[]): MessagesData => ({ pages: [page(ids)], pageParams: [0] });

function setup(unread = false, ids = [3, 2, 1]) {
  const client = new QueryClient();
  client.setQueryData(messagesKeys.list(unread), cached(ids));
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveMessages(unread), { wrapper });
  const shown = () => flattenMessages(client.getQueryData<MessagesData>(messagesKeys.list(unread))).map((m) => m.id);
  return { client, hook, invalidate, shown };
}

/** A push, then the fetch it starts settles. */
async function push(data: 'messages' | 'accounts' | 'docs') {
  await act(async () => {
    bus.emit('socket:update', { data });
    await vi.waitFor(() => undefined);
  });
}

beforeEach(() => {
  serve({ detail: 'no list asked' });
  // time moves only when a test moves it (the 100 ms highlight is what is tested)
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live messages (cabinet §4, §9)', () => {
  it('a messages push puts the new one on top, highlights it for 100 ms and announces it', async () => {
    serve(page([4, 3, 2, 1]));
    const { hook, shown } = setup();
    await push('messages');
    await vi.waitFor(() => expect(shown()).toEqual([4, 3, 2, 1]));
    expect(asked()).toEqual([{ limit: '20', offset: '0' }]);
    expect([...hook.result.current.highlighted]).toEqual([4]);
    expect(hook.result.current.announced?.id).toBe(4);
    act(() => vi.advanceTimersByTime(NEW_MESSAGE_HIGHLIGHT_MS));
    expect([...hook.result.current.highlighted]).toEqual([]);
    expect(NEW_MESSAGE_HIGHLIGHT_MS).toBe(100);
  });

  it('the unread-only list asks for unread messages', async () => {
    serve(page([9, 3]));
    const { shown } = setup(true, [3]);
    await push('messages');
    await vi.waitFor(() => expect(shown()).toEqual([9, 3]));
    expect(asked()).toEqual([{ limit: '20', offset: '0', unread: 'true' }]);
  });

  it.each(['accounts', 'docs'] as const)('a %s push is not for this list', async (data) => {
    const { shown } = setup();
    await push(data);
    expect(asked()).toEqual([]);
    expect(shown()).toEqual([3, 2, 1]);
  });

  it('more arrivals than a page shows: the list reloads instead', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 100 - i);
    serve(page(ids, 23));
    const { invalidate } = setup();
    await push('messages');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: messagesKeys.list(false) }));
  });

  it('a failed fetch is logged only (cabinet §8); what is on screen stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(offline);
    const { hook, shown } = setup();
    await push('messages');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(shown()).toEqual([3, 2, 1]);
    expect(hook.result.current.announced).toBeNull();
  });

  it('the socket back after a drop reloads both lists (something may have arrived offline)', () => {
    const { invalidate } = setup();
    act(() => bus.emit('socket:reconnected', { attempt: 1 }));
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: messagesKeys.lists() });
  });
});
