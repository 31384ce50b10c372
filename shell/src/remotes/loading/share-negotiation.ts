/**
 * Module Federation's share negotiation, made cheaper on a phone's main thread (docs/performance.md,
 * "Start-up in slices"). Loaded with the shell's runtime plugin (mf-runtime-plugin.ts), so this file,
 * like the plugin, imports no MF-shared module.
 *
 * - `beforeLoadShare`: the shell's bootstrap consumes ~20 shared modules; MF negotiates them all in the
 *   task that asked for the bootstrap's chunks (`loadShare` per module: share-scope lookups, semver,
 *   hooks), one task of ~80 ms at 4× CPU, which Lighthouse counts as blocking time; a remote's entry
 *   does the same for its own consumes. Each negotiation now starts in a task of its own. The chunks are
 *   on the network meanwhile, so nothing waits longer.
 * - `resolveShare`: the default resolver checks a singleton's version against the consumer's range with
 *   MF's semver (regexes built on every call). A version the consumer provided itself satisfies its own
 *   range by construction (both come from its build); only another container's version is checked.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../../hydration/yield-to-main';

/** What the resolveShare hook receives (MF's type, narrowed to what is read here). */
export interface ResolveShareArgs {
  shareScopeMap: Record<string, Record<string, Record<string, { from: string } | undefined> | undefined> | undefined>;
  scope: string;
  pkgName: string;
  version: string;
  shareInfo: { from: string; shareConfig?: { singleton?: boolean }; treeShaking?: unknown };
  resolver: () => unknown;
}

/** beforeLoadShare: the negotiation continues in a new task, with its arguments unchanged. */
export function inTaskOfItsOwn<T>(args: T): Promise<T> {
  return yieldToMain().then(() => args);
}

/** resolveShare: a singleton the consumer provided itself is taken without MF's semver check. */
export function ownSingletonFirst<T extends ResolveShareArgs>(args: T): T {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const shared = shareScopeMap[scope]?.[pkgName]?.[version];
  if (!shared || !shareInfo.shareConfig?.singleton || shareInfo.treeShaking) return args;
  if (shared.from !== shareInfo.from) return args;
  return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
}

/**
 * Both hooks as one plugin, registered for every MF instance (mf-runtime-plugin.ts): the shell's, and
 * each remote's, which its entry creates when it loads (the remote negotiates its own consumes).
 */
export const shareNegotiation: ModuleFederationRuntimePlugin = {
  name: 'broker-share-negotiation',
  beforeLoadShare: inTaskOfItsOwn,
  // MF's own type of the hook's argument is wider than what ownSingletonFirst reads
  resolveShare: (args) => ownSingletonFirst(args as unknown as ResolveShareArgs) as unknown as typeof args,
};
