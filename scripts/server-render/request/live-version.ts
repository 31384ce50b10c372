/**
 * What the shell's server reads of the registry, and the one answer to "which version of this remote
 * is live, and may this page use it": boot hints (preloads), the server render and its warm-up all ask
 * here, so they cannot disagree with each other or with the browser's loader.
 */
import type { RegistryRemote, RegistryVersion } from '@broker/shared/contracts';

/** The registry as the server uses it: the contract's types (`@broker/shared/contracts`), the fields it reads. */
export interface ServerRegistry {
  remotes: Record<
    string,
    Pick<RegistryRemote, 'live' | 'area'> & {
      history: Array<
        Pick<RegistryVersion, 'version' | 'manifest' | 'contractMajor' | 'integrity' | 'areaPages' | 'earlyGets'>
      >;
    }
  >;
}
export type ServerRegistryVersion = ServerRegistry['remotes'][string]['history'][number];

export type LiveVersion =
  | { ok: true; version: ServerRegistryVersion; manifestUrl: URL; folder: string }
  /** no live version (`version` absent), or one the browser would refuse: why */
  | { ok: false; version?: ServerRegistryVersion; why: string };

export interface LiveVersionRules {
  registryUrl: string;
  /** the origins the shell loads remote code from (config.json `allowedRemoteOrigins`) */
  allowed: readonly string[];
  /** the shell's contract major: a version speaking another is refused like the browser refuses it */
  contractMajor?: number;
}

/** The live version of `remote` with its manifest URL and folder, or why it may not be used. */
export function liveVersionOf(
  registry: ServerRegistry | undefined,
  remote: string,
  { registryUrl, allowed, contractMajor }: LiveVersionRules,
): LiveVersion {
  const entry = registry?.remotes[remote];
  const version = entry?.history.find((v) => v.version === entry.live);
  if (!version) return { ok: false, why: `no live version of ${remote}` };
  if (contractMajor !== undefined && version.contractMajor !== contractMajor)
    return { ok: false, version, why: `contract ${version.contractMajor} ≠ shell ${contractMajor}` };
  const manifestUrl = new URL(version.manifest, registryUrl);
  if (!allowed.includes(manifestUrl.origin))
    return { ok: false, version, why: `origin ${manifestUrl.origin} is not allowed` };
  return { ok: true, version, manifestUrl, folder: new URL('./', manifestUrl).href };
}
