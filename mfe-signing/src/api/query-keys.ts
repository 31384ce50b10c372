/**
 * Every query key of this remote, one factory per domain (the key's first element), so an
 * invalidation names the same key the query was cached under and a prefix covers what it should.
 */
export const signingKeys = {
  all: ['signing'] as const,
  docs: (signer: 'resident' | 'nonresident') => [...signingKeys.all, 'docs', signer] as const,
  nonresidentStatus: () => [...signingKeys.all, 'nonresident', 'status'] as const,
  diiaDeeplink: () => [...signingKeys.all, 'diia', 'deeplink'] as const,
  /** `scope`: one per mounted page (see getDiiaSignResultQueryOptions) */
  diiaResult: (scope: string) => [...signingKeys.all, 'diia', 'result', scope] as const,
};
