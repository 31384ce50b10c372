import { randomUUID } from 'node:crypto';
import type { SocketTopic } from '@broker/shared/contracts';
import type { SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';

/**
 * A back-office push: with `create` it first adds what the event announces (a new unread message, a
 * new unread APPROVED document, or finishes processing accounts), then sends `{type:'update', data}`.
 */
export function pushUpdate(state: SandboxState, user: SandboxUser, topic: SocketTopic, create: boolean) {
  const now = state.clock.now();
  if (create && topic === 'messages') {
    const id = state.ids.message();
    user.messages.unshift({
      id,
      title: `Нове повідомлення #${id}`,
      text: `<p>Повідомлення від бек-офісу, надіслане о ${new Date(now).toISOString()}.</p>`,
      received: new Date(now).toISOString(),
      message_type: 'SYSTEM',
      was_read: false,
    });
  }
  if (create && topic === 'docs') {
    user.documents.unshift({
      uuid: randomUUID(),
      title: { uk: 'Новий документ на підпис', en: 'New document to sign' },
      was_read: false,
      doctype: 4,
      request_date: new Date(now).toISOString().slice(0, 10),
      date: null,
      year: null,
      date_from: null,
      date_to: null,
      status: 'APPROVED',
    });
  }
  if (create && topic === 'accounts') {
    for (const a of user.accounts) {
      a.processingUntil = 0;
      a.cards.forEach((c) => (c.processingUntil = 0));
    }
  }
  const delivered = state.push(user.email, topic);
  state.log(`[control] push ${topic} to ${user.email}: ${delivered} socket(s)`);
  return { delivered };
}
