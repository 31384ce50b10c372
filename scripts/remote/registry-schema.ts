import { registrySchema, type Registry, type RegistryVersion } from '@broker/shared/contracts';

/**
 * The registry as this tooling writes it: the shared contract (shared/src/contracts/registry.ts) plus,
 * per version, `integrity`: the sha384 of `<version>/integrity.json` (the per-file hash list) and
 * `withdrawnAt` (see rollback.ts). The
 * shell parses the same extension in shell/src/remotes/registry.ts. Optional, so a registry written
 * before integrity existed stays valid.
 */
export type DeliveryVersion = RegistryVersion & {
  integrity?: string;
  /** set when a rollback left this version: last-known-good and later rollbacks skip it */
  withdrawnAt?: string;
};
export type DeliveryRegistry = Omit<Registry, 'remotes'> & {
  remotes: Record<string, Omit<Registry['remotes'][string], 'history'> & { history: DeliveryVersion[] }>;
};

/**
 * Validates with the shared schema and keeps the extension: zod would strip the unknown `integrity`
 * key, so the checked value is the raw one (the root package has no zod of its own to extend with).
 */
export function parseDeliveryRegistry(raw: unknown): DeliveryRegistry {
  registrySchema.parse(raw);
  const reg = raw as DeliveryRegistry;
  for (const [key, entry] of Object.entries(reg.remotes)) {
    for (const v of entry.history) {
      if (v.integrity !== undefined && !(typeof v.integrity === 'string' && v.integrity.startsWith('sha384-'))) {
        throw new Error(`registry: ${key} ${v.version} has an invalid integrity "${String(v.integrity)}"`);
      }
      if (v.withdrawnAt !== undefined && typeof v.withdrawnAt !== 'string') throw new Error(`registry: ${key} ${v.version} has an invalid withdrawnAt`);
    }
  }
  return reg;
}
