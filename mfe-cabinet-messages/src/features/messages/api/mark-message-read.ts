import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import { API_PATHS, markMessageReadResponseSchema, type MarkMessageReadResponse } from '@broker/shared/contracts';
import { authStore } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { setMessageRead, type MessagesData } from '../model/messages-cache';
import { messagesKeys } from '../../../api/query-keys';

/** PUT {api}/messages/{id}/ {was_read: true}; the answer carries the user's unread count (cabinet §7). */
export function markMessageRead(id: number): Promise<MarkMessageReadResponse> {
  return sendJson('api', 'put', API_PATHS.message(id), { was_read: true }, markMessageReadResponseSchema);
}

/**
 * Opening an unread message: read at once on screen, then on the server; the menu's counter takes
 * the server's number. A failure toasts (cabinet §8 "message … read failure") and puts the unread
 * marker back, so opening it again retries; the open body stays where it is.
 */
export function useMarkMessageRead() {
  const client = useQueryClient();
  const setRead = (id: number, read: boolean) =>
    client.setQueriesData<MessagesData>({ queryKey: messagesKeys.lists() }, (data) => setMessageRead(data, id, read));
  return useMutation({
    mutationFn: markMessageRead,
    onMutate: (id) => setRead(id, true),
    onSuccess: (res) => authStore.getState().patchUser({ unread_messages: res.unread_messages }),
    onError: (err, id) => {
      setRead(id, false);
      toastError(err);
    },
  });
}
