/**
 * Every query and mutation key of this remote, one factory per domain (the key's first element), so
 * an invalidation names the same key the query was cached under and a prefix covers what it should.
 */
/** Filters of a list: absent ones are `null`, so "no filter" is one cache entry. */
const filters = (p: { doctype?: number | undefined; ordering?: string | undefined }) => ({
  doctype: p.doctype ?? null,
  ordering: p.ordering ?? null,
});

export const documentsKeys = {
  all: ['documents'] as const,
  types: () => [...documentsKeys.all, 'types'] as const,
  /** every cached page of both received lists (live updates, signing and read marks touch all of them) */
  lists: () => [...documentsKeys.all, 'list'] as const,
  list: (p: { kind: 'all' | 'sign'; doctype?: number | undefined; ordering?: string | undefined }) =>
    [...documentsKeys.lists(), p.kind, filters(p)] as const,
  markRead: (kind: 'all' | 'sign') => [...documentsKeys.all, 'mark-read', kind] as const,
  /** every cached page of the request archive */
  requests: () => [...documentsKeys.all, 'requests'] as const,
  requestList: (p: { doctype?: number | undefined; ordering?: string | undefined }) =>
    [...documentsKeys.requests(), filters(p)] as const,
  createRequest: () => [...documentsKeys.all, 'request'] as const,
};

export const fundsKeys = {
  all: ['funds'] as const,
  balance: () => [...fundsKeys.all, 'balance'] as const,
  refreshBalance: () => [...fundsKeys.balance(), 'refresh'] as const,
  confirmations: () => [...fundsKeys.all, 'confirmations'] as const,
  createConfirmation: () => [...fundsKeys.confirmations(), 'create'] as const,
};
