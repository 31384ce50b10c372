import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@broker/shared/events';
import type { Message } from '@broker/shared/contracts';
import { messagesKeys } from '../../../api/query-keys';
import { getMessages, MESSAGES_PAGE_SIZE } from '../api/get-messages';
import { prependArrivals, type MessagesData } from './messages-cache';

/** cabinet §9: a new message is highlighted for 100 ms. */
export const NEW_MESSAGE_HIGHLIGHT_MS = 100;

/**
 * Live updates of the list shown now. A `messages` push fetches the newest page and puts what is new
 * on top (see prependArrivals); the shell reloads the user info, so the menu's counter follows. A
 * reconnect refetches the loaded pages: something may have arrived while offline. Failures here are
 * background refreshes: logged only (cabinet §8), and what is on screen stays.
 * Returns the ids highlighted right now and the last arrival for the screen-reader announcement.
 */
export function useLiveMessages(unread: boolean): { highlighted: ReadonlySet<number>; announced: Message | null } {
  const client = useQueryClient();
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(() => new Set());
  const [announced, setAnnounced] = useState<Message | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const highlight = (ids: number[]) => {
    setHighlighted((s) => new Set([...s, ...ids]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHighlighted((s) => new Set([...s].filter((id) => !ids.includes(id))));
    }, NEW_MESSAGE_HIGHLIGHT_MS);
    timers.current.add(timer);
  };

  const onArrival = async () => {
    const key = messagesKeys.list(unread);
    try {
      const latest = await getMessages({ offset: 0, unread });
      const out = prependArrivals(client.getQueryData<MessagesData>(key), latest.results, MESSAGES_PAGE_SIZE);
      if (out.kind === 'added') {
        client.setQueryData<MessagesData>(key, out.data);
        highlight(out.added.map((m) => m.id));
        setAnnounced(out.added[0] ?? null);
      } else if (out.kind === 'reload') {
        await client.invalidateQueries({ queryKey: key });
      }
    } catch (err) {
      console.warn('[messages] live update failed; the list stays as it is', err);
    }
  };

  useBusEvent('socket:update', ({ data }) => {
    if (data === 'messages') void onArrival();
  });
  useBusEvent('socket:reconnected', () => {
    void client.invalidateQueries({ queryKey: messagesKeys.lists() });
  });

  return { highlighted, announced };
}
