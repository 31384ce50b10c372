import type { Registry, RegistryRemote } from '@broker/shared/contracts';

/** A published version of the signing remote (its manifest path, contract 1); `extra`: staged, withdrawnAt… */
export const version = (v: string, extra = {}) => ({
  version: v,
  manifest: `mfe-signing/${v}/m.json`,
  contractMajor: 1,
  publishedAt: 't',
  ...extra,
});

/** A registry holding only the signing remote: its live version, history (newest first) and the rest given. */
export function signingRegistry(entry: Omit<RegistryRemote, 'name'>): Registry {
  return { schema: 1, updatedAt: 't', remotes: { 'mfe-signing': { name: 'mfe_signing', ...entry } } };
}
