// first: sets zod's jitless flag before any zod schema is created. This plugin runs before the share
// scope exists: it must import no MF-shared module (zod, react…), directly or through its imports.
import '../../config/zod-jitless';
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { deliveryState, isAllowedOrigin, reportProgress } from './delivery-state';
import { fetchVerifiedJson, integrityFolderOf, withIntegrity } from './integrity';
import { shareNegotiation } from './share-negotiation';

/** Why an asset must not load (foreign origin, or a file its version did not publish), or null. */
function assetRefusal(url: string): string | null {
  if (!isAllowedOrigin(url)) return `refused ${url}: not an allowed remote origin`;
  if (integrityFolderOf(url) && !deliveryState.integrity.has(url))
    return `refused ${url}: not in its version's integrity list`;
  return null;
}

// every MF instance created from here on: the shell's (its plugins are read after this module ran) and
// each remote's, created by its entry; a plugin is registered once per instance (MF dedupes by name)
registerGlobalPlugins([shareNegotiation]);

/**
 * The shell's MF runtime plugin (registered at build time in shell/rsbuild.config.ts).
 * - a manifest that fails to fetch or parse surfaces as an error of that one remote (the loader then
 *   tries last-known-good or shows the fallback), never as a blank page;
 * - every manifest, entry script and preloaded asset must come from an allowed origin and, when its
 *   version published an integrity list, carries its sha384 (MF 2.9 has no built-in SRI);
 * - share negotiation in small tasks, without semver for the shell's own singletons (share-negotiation.ts).
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'broker-shell-runtime',
    errorLoadRemote(args) {
      // only the final load is ours to fail; for afterResolve MF would use whatever we return as manifest
      if (args.lifecycle === 'onLoad') {
        throw args.error instanceof Error ? args.error : new Error(`remote ${args.id} failed to load`);
      }
      return undefined;
    },
    fetch(url, init, remoteInfo) {
      const refusal = assetRefusal(url);
      if (refusal) return Promise.reject(new Error(refusal));
      // retried here with a short backoff: the retry plugin's fetch waits a fixed 1 s and cannot check a hash
      return fetchVerifiedJson(url, deliveryState.integrity.get(url), init).then((body) => {
        reportProgress(remoteInfo?.name);
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      });
    },
    // progress marks: a slow remote is one that stops advancing, not one on a busy machine
    afterLoadEntry(args) {
      if (!args.error) reportProgress(args.remoteInfo.name);
    },
    afterGetExpose(args) {
      if (!args.error) reportProgress(args.moduleInfo.name);
    },
    createScript({ url, attrs }) {
      const refusal = assetRefusal(url);
      if (refusal) throw new Error(refusal);
      const script = withIntegrity(document.createElement('script'), url);
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (!script.hasAttribute(name)) script.setAttribute(name, String(value));
      }
      return script;
    },
    createLink({ url, attrs }) {
      const refusal = assetRefusal(url);
      if (refusal) throw new Error(refusal);
      const link = withIntegrity(document.createElement('link'), url);
      link.href = url;
      for (const [name, value] of Object.entries(attrs ?? {}))
        if (!link.hasAttribute(name)) link.setAttribute(name, String(value));
      return link;
    },
  };
}
