import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, messagesResponseSchema, type MessagesResponse } from '@broker/shared/contracts';
import { PAGE_SIZE } from '@broker/shared/lists';
import { loadedCount } from '../model/messages-cache';
import { messagesKeys } from '../../../api/query-keys';

/** cabinet §9: messages come 20 a page. */
export const MESSAGES_PAGE_SIZE = PAGE_SIZE;

export interface MessagesPageRequest {
  offset: number;
  unread: boolean;
  limit?: number;
}

/** GET {api}/messages/?limit&offset[&unread=true] — newest first (cabinet §7). */
export function getMessages(
  { offset, unread, limit = MESSAGES_PAGE_SIZE }: MessagesPageRequest,
  opts: CallOptions = {},
): Promise<MessagesResponse> {
  return getJson('api', API_PATHS.messages, messagesResponseSchema, {
    ...opts,
    searchParams: { limit, offset, unread: unread ? 'true' : undefined },
  });
}

/**
 * The next offset is what is loaded (as `nextOffset` of shared/lists), but "more?" comes from `count`,
 * not from the `next` link: a live arrival that drops the last loaded message (cabinet §4) raises
 * `count` in the cache, while a `next: null` from before would hide the dropped message for good.
 */
export function getMessagesQueryOptions(unread: boolean) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.list(unread),
    queryFn: ({ pageParam, signal }) => getMessages({ offset: pageParam, unread }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    // the filter switch and every visit reload the list (cabinet §4), whatever the app-wide default
    staleTime: 0,
  });
}

export function useMessages(unread: boolean) {
  return useInfiniteQuery(getMessagesQueryOptions(unread));
}
