import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  markAllMessagesReadResponseSchema,
  type MarkAllMessagesReadResponse,
} from '@broker/shared/contracts';
import { authStore } from '@broker/shared/session';
import { setAllRead, type MessagesData } from '../model/messages-cache';
import { messagesKeys } from '../../../api/query-keys';

/** POST {api}/messages/all/ {read: true} (cabinet §7). */
export function markAllMessagesRead(): Promise<MarkAllMessagesReadResponse> {
  return sendJson('api', 'post', API_PATHS.messagesAllRead, { read: true }, markAllMessagesReadResponseSchema);
}

/**
 * Clears every unread marker on screen and the menu's counter once the server agreed. The list is not
 * reloaded, even under "only unread": what the user is looking at stays until they switch the filter.
 * A failure is logged only (cabinet §8: "failures of … mark-all-read … logged only, no message"); the
 * markers stay, so the user sees nothing changed and may press again.
 */
export function useMarkAllMessagesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllMessagesRead,
    onSuccess: (res) => {
      client.setQueriesData<MessagesData>({ queryKey: messagesKeys.lists() }, setAllRead);
      authStore.getState().patchUser({ unread_messages: res.unread_messages });
    },
    onError: (err) => console.warn('[messages] mark all as read failed', err),
  });
}
