import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Message } from '@broker/shared/contracts';
import { useUser } from '@broker/shared/session';
import { Button, PageLayout, toastError } from '@broker/shared/ui';
import { useMessages } from './api/get-messages';
import { useMarkMessageRead } from './api/mark-message-read';
import { useMarkAllMessagesRead } from './api/mark-all-messages-read';
import { flattenMessages } from './model/messages-cache';
import { useLiveMessages } from './model/use-live-messages';
import { MessageList } from './components/message-list';
import { UnreadSwitch } from './components/unread-switch';
import '../../styles/messages.css';

/**
 * `/{lang}/messages` (cabinet §2, §4): the unread filter (kept in the URL as `?unread=true`, so a
 * reload or a language switch keeps it), mark-all-read, and the expandable list with live arrivals.
 */
export function MessagesScreen() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === 'true';
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const query = useMessages(unreadOnly);
  const { highlighted, announced } = useLiveMessages(unreadOnly);
  const markRead = useMarkMessageRead();
  const markAll = useMarkAllMessagesRead();
  const user = useUser();
  const messages = flattenMessages(query.data);
  const hasUnread = (user?.unread_messages ?? 0) > 0 || messages.some((m) => !m.was_read);

  // cabinet §8: a failed message load toasts; a failed background refresh is logged only and the
  // loaded list stays on screen
  const firstLoadFailed = query.isError && !query.data;
  useEffect(() => {
    if (!query.error) return;
    if (query.data) console.warn('[messages] refresh failed; showing what was loaded', query.error);
    else toastError(query.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per data change
  }, [query.error]);

  const setUnreadOnly = (on: boolean) => {
    setOpenIds(new Set()); // cabinet §4: switching the filter collapses open messages
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('unread', 'true');
        else next.delete('unread');
        return next;
      },
      { replace: true },
    );
  };

  const { mutate: markOneRead } = markRead;
  const openRef = useRef(openIds);
  openRef.current = openIds;
  const toggle = useCallback(
    (m: Message) => {
      const opening = !openRef.current.has(m.id);
      setOpenIds((s) => {
        const next = new Set(s);
        if (opening) next.add(m.id);
        else next.delete(m.id);
        return next;
      });
      // the cache flips was_read at once, so a second open never sends a second request
      if (opening && !m.was_read) markOneRead(m.id);
    },
    [markOneRead],
  );

  // a double click sends one request: the pending state reaches the button only on the next render
  const markAllBusy = useRef(false);
  const onMarkAll = () => {
    if (markAllBusy.current) return;
    markAllBusy.current = true;
    markAll.mutate(undefined, { onSettled: () => (markAllBusy.current = false) });
  };

  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <PageLayout title={t('screens.messages.title')} testId="screen-messages">
      <div className="messages-toolbar">
        <UnreadSwitch checked={unreadOnly} onChange={setUnreadOnly} />
        <Button
          variant="secondary"
          onClick={onMarkAll}
          loading={markAll.isPending}
          disabled={!hasUnread}
          data-testid="mark-all-read"
        >
          {t('actions.markAllRead')}
        </Button>
      </div>
      <p className="ui-visually-hidden" aria-live="polite" data-testid="messages-announcer">
        {announced ? t('live.arrived', { title: announced.title }) : ''}
      </p>
      <MessageList
        messages={messages}
        unreadOnly={unreadOnly}
        loading={query.isPending}
        failed={firstLoadFailed}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        moreFailed={query.isFetchNextPageError}
        openIds={openIds}
        highlighted={highlighted}
        onToggle={toggle}
        onMore={loadMore}
        onRetry={() => void query.refetch()}
      />
    </PageLayout>
  );
}
