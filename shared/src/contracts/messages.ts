import { z } from 'zod';
import { isoDateTimeSchema, pageSchema } from './common';
import { lazySchema } from './lazy-schema';

/** System messages and live updates (cabinet §3 "Message", "Socket message", §4, §7). */

export const messageSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    /** HTML from the back office: sanitize before rendering (some seeded ones are hostile) */
    text: z.string(),
    received: isoDateTimeSchema,
    message_type: z.string(),
    was_read: z.boolean(),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/** GET messages/?limit&offset[&unread=true] — newest first. is_unread: the user has unread messages. */
export const messagesQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    unread: z.enum(['true', 'false']).optional(),
  }),
);
export const messagesResponseSchema = lazySchema(() => pageSchema(messageSchema).extend({ is_unread: z.boolean() }));
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** PUT messages/{id}/ */
export const markMessageReadRequestSchema = lazySchema(() => z.object({ was_read: z.literal(true) }));
export type MarkMessageReadRequest = z.infer<typeof markMessageReadRequestSchema>;
export const markMessageReadResponseSchema = lazySchema(() =>
  z.object({ id: z.number().int(), was_read: z.boolean(), unread_messages: z.number().int().nonnegative() }),
);
export type MarkMessageReadResponse = z.infer<typeof markMessageReadResponseSchema>;

/** POST messages/all/ */
export const markAllMessagesReadRequestSchema = lazySchema(() => z.object({ read: z.literal(true) }));
export const markAllMessagesReadResponseSchema = lazySchema(() => z.object({ unread_messages: z.literal(0) }));
export type MarkAllMessagesReadResponse = z.infer<typeof markAllMessagesReadResponseSchema>;

/** Websocket ws(s)://…/api/ws/messages/?token=<access>&scope=<scope>: server → client only. */
export const SOCKET_TOPICS = ['messages', 'accounts', 'docs'] as const;
export const socketTopicSchema = lazySchema(() => z.enum(SOCKET_TOPICS));
export type SocketTopic = z.infer<typeof socketTopicSchema>;
export const socketMessageSchema = lazySchema(() => z.object({ type: z.literal('update'), data: socketTopicSchema }));
export type SocketMessage = z.infer<typeof socketMessageSchema>;
/** Close codes the sandbox uses: 4001 bad/expired token (do not retry blindly), 4000 dropped by the back office. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4001;
