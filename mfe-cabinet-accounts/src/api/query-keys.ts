/**
 * Every query and mutation key of this remote, one factory per domain (the key's first element), so
 * an invalidation names the same key the query was cached under and a prefix covers what it should.
 */
export const accountsKeys = {
  all: ['accounts'] as const,
  list: () => [...accountsKeys.all, 'list'] as const,
  currencies: () => [...accountsKeys.all, 'currencies'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  personData: () => [...profileKeys.all, 'person-data'] as const,
  changePassword: () => [...profileKeys.all, 'change-password'] as const,
  confirmationType: () => [...profileKeys.all, 'confirmation-type'] as const,
};
