import { useTranslation } from 'react-i18next';
import type { Message } from '@broker/shared/contracts';
import { InfiniteSentinel } from '@broker/shared/lists';
import { Button, Spinner } from '@broker/shared/ui';
import { MessageItem } from './message-item';

interface Props {
  messages: Message[];
  unreadOnly: boolean;
  /** the first page has not arrived yet */
  loading: boolean;
  /** the first page failed and nothing is shown */
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** the next page failed (the loaded ones stay) */
  moreFailed: boolean;
  openIds: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  onToggle: (m: Message) => void;
  onMore: () => void;
  onRetry: () => void;
}

/** The list with its states: loading, failed (retry), empty (none / none unread), rows + infinite scroll. */
export function MessageList(p: Props) {
  const { t } = useTranslation('messages');
  if (p.loading) {
    return (
      <div className="ui-center" data-testid="messages-loading">
        <Spinner label={t('status.loading')} />
      </div>
    );
  }
  if (p.failed) {
    return (
      <div className="ui-center messages-state" data-testid="messages-failed">
        <p>{t('status.failed')}</p>
        <Button variant="secondary" onClick={p.onRetry}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (p.messages.length === 0) {
    return (
      <p className="ui-center ui-muted messages-state" data-testid="messages-empty">
        {t(p.unreadOnly ? 'empty.unread' : 'empty.all')}
      </p>
    );
  }
  return (
    <>
      <ul className="messages-list" aria-label={t('list.label')} data-testid="messages-list">
        {p.messages.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            open={p.openIds.has(m.id)}
            justAdded={p.highlighted.has(m.id)}
            onToggle={p.onToggle}
          />
        ))}
      </ul>
      {p.moreFailed ? (
        <div className="messages-more-failed" data-testid="messages-more-failed">
          <span>{t('status.moreFailed')}</span>
          <Button variant="link" onClick={p.onMore}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : (
        <InfiniteSentinel hasMore={p.hasMore} loading={p.loadingMore} onVisible={p.onMore} />
      )}
    </>
  );
}
