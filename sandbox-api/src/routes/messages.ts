import type { FastifyInstance } from 'fastify';
import {
  markAllMessagesReadRequestSchema,
  markMessageReadRequestSchema,
  messagesQuerySchema,
  type MessagesResponse,
} from '@broker/shared/contracts';
import { requireUser, type Ctx } from '../http/context';
import { notFound, parseWith } from '../http/http-error';
import { page } from '../http/paging';

/** System messages (cabinet §7): newest first, 20 a page, optional unread filter. */
export function messageRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/messages/', async (req): Promise<MessagesResponse> => {
    const user = requireUser(ctx, req);
    const q = parseWith(messagesQuerySchema, req.query);
    const list = q.unread === 'true' ? user.messages.filter((m) => !m.was_read) : user.messages;
    const sorted = [...list].sort((a, b) => (a.received < b.received ? 1 : a.received > b.received ? -1 : b.id - a.id));
    return { ...page(req, sorted, q.limit, q.offset), is_unread: user.messages.some((m) => !m.was_read) };
  });

  app.put<{ Params: { id: string } }>('/messages/:id/', async (req) => {
    const user = requireUser(ctx, req);
    parseWith(markMessageReadRequestSchema, req.body);
    const msg = user.messages.find((m) => m.id === Number(req.params.id));
    if (!msg) throw notFound('Message not found.');
    msg.was_read = true;
    return { id: msg.id, was_read: true, unread_messages: user.messages.filter((m) => !m.was_read).length };
  });

  app.post('/messages/all/', async (req) => {
    const user = requireUser(ctx, req);
    parseWith(markAllMessagesReadRequestSchema, req.body);
    user.messages.forEach((m) => (m.was_read = true));
    return { unread_messages: 0 as const };
  });
}
