/**
 * Every query key of this remote, one factory per domain (the key's first element), so an
 * invalidation names the same key the query was cached under and a prefix covers what it should.
 */
export const messagesKeys = {
  all: ['messages'] as const,
  /** both lists (all and unread-only): read marks and live arrivals touch them all */
  lists: () => [...messagesKeys.all, 'list'] as const,
  list: (unread: boolean) => [...messagesKeys.lists(), { unread }] as const,
};
