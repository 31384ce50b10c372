import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@broker/shared/contracts';
import { formatDate } from '@broker/shared/lists';
import { MessageBody } from './message-body';

interface Props {
  message: Message;
  open: boolean;
  /** just arrived live: highlighted for a moment (cabinet §9: 100 ms) */
  justAdded: boolean;
  onToggle: (message: Message) => void;
}

/**
 * One row of the list: a disclosure button (Enter/Space toggle natively and focus stays on it) with
 * title, date and type; the body below it while open.
 */
export const MessageItem = memo(function MessageItem({ message: m, open, justAdded, onToggle }: Props) {
  const { t, i18n } = useTranslation('messages');
  const toggleId = `message-${m.id}-toggle`;
  const bodyId = `message-${m.id}-body`;
  const titleId = `message-${m.id}-title`;
  const unreadId = `message-${m.id}-unread`;
  const metaId = `message-${m.id}-meta`;
  const unread = !m.was_read;
  // a type the client does not know yet is shown as the server names it (not a missing-key error)
  const typeKey = `item.types.${m.message_type}`;
  const type = i18n.exists(typeKey, { ns: 'messages' }) ? t(typeKey) : m.message_type;
  const classes = [
    'messages-item',
    unread && 'messages-item--unread',
    open && 'messages-item--open',
    justAdded && 'messages-item--new',
  ]
    .filter(Boolean)
    .join(' ');
  // the button is named by the title (and "unread") and described by date and type, rather than read
  // as one run-together string of all its parts
  return (
    <li
      className={classes}
      data-testid="message-item"
      data-message-id={m.id}
      data-read={String(m.was_read)}
      data-just-added={justAdded || undefined}
    >
      <h2 className="messages-item__heading">
        <button
          type="button"
          id={toggleId}
          className="messages-item__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-labelledby={unread ? `${titleId} ${unreadId}` : titleId}
          aria-describedby={metaId}
          onClick={() => onToggle(m)}
        >
          <span
            className="messages-item__marker"
            aria-hidden="true"
            data-testid={unread ? 'unread-marker' : undefined}
          />
          <span id={titleId} className="messages-item__title">
            {m.title}
          </span>
          {unread && (
            <span id={unreadId} className="ui-visually-hidden">
              {t('item.unread')}
            </span>
          )}
          <span id={metaId} className="messages-item__meta">
            <time dateTime={m.received}>{formatDate(m.received)}</time>{' '}
            <span className="messages-item__type">{type}</span>
          </span>
          <span className="messages-item__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="messages-item__body" hidden={!open}>
        {open && <MessageBody html={m.text} />}
      </div>
    </li>
  );
});
