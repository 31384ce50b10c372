import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The runtime remote registry (served no-cache from the CDN origin): which version of each remote is
 * live, and the history of earlier versions for rollback and last-known-good. Manifest URLs are
 * relative to the registry's own URL so one registry file works behind any CDN host.
 */
export const registryVersionSchema = lazySchema(() =>
  z.object({
    version: z.string().min(1),
    manifest: z.string().min(1),
    contractMajor: z.number().int(),
    publishedAt: z.string(),
    /**
     * sha384 of the version's `integrity.json` (the hash of every file, written at publish): the shell's
     * trust anchor for subresource integrity. Optional: versions published before it load unchecked.
     */
    integrity: z.string().startsWith('sha384-').optional(),
    /** set by a rollback that left this version: never last-known-good, never a rollback target again */
    withdrawnAt: z.string().optional(),
    /**
     * published with `deploy --stage` (or running as a canary) and never live since: QA may pick it as an
     * override; it is never last-known-good nor a plain rollback target. Cleared when it goes live.
     */
    staged: z.boolean().optional(),
    /**
     * a lean entry: the MF bundler runtime version it takes from the shell (build-info `mfParts`); absent
     * when its entry carries its own MF runtime (or was published before). The shell skips a lean version
     * for another version than its own before any fetch: that entry could not start.
     */
    mfParts: z.string().optional(),
    /**
     * what the version's code needs from the shell's shared modules: per lean library (`react-router-dom`)
     * and per `@broker/shared/<entry>`, the names it imports (build-info leanImports / sharedImports).
     * The shell skips any candidate (live, canary, override, last-known-good) needing a name its own
     * build lacks before any fetch; absent: published before, nothing to check.
     */
    needs: z.record(z.string(), z.array(z.string())).optional(),
    /**
     * the area this version runs with: its build's declaration (package.json `broker.area`), or the
     * remote's area while it was live. A version going live (deploy, promote, rollback) brings it back,
     * so the registry's `area` follows the live version. Absent on versions published before.
     */
    area: areaDeclarationSchema.optional(),
    /**
     * the paths of the version's area pages below its area's prefix (`''`, `archive`, `archive/:id`), read
     * from its built module (build-info `areaPages`). When every version the shell may load for a path has
     * one and none matches, the shell shows its not-found page without downloading the remote. Absent:
     * published before, or not readable at build time — the remote decides, as before.
     */
    areaPages: z.array(z.string()).optional(),
    /**
     * per spec route, the GETs the version's screen makes first (paths on the api base), read from its
     * built module (build-info `earlyGets`). A signed-in page's HTML starts them before the app's scripts
     * (the live version's list); the screen's identical call takes the answer. Absent: published before,
     * or none — the screen asks itself, as before.
     */
    earlyGets: z.record(z.string(), z.array(z.string())).optional(),
  }),
);

/** A canary rollout: `percent` of browsers (sticky bucket) get `version`, the rest the live version. */
export const registryCanarySchema = lazySchema(() =>
  z.object({
    version: z.string().min(1),
    percent: z.number().int().min(1).max(99),
    startedAt: z.string(),
    /** the live version when the canary started (the one it is compared with) */
    stable: z.string().min(1),
  }),
);

/** The last promote/abort of a canary, by the delivery controller or by a person (shown on __status). */
export const registryDecisionSchema = lazySchema(() =>
  z.object({
    action: z.enum(['promote', 'abort']),
    version: z.string().min(1),
    by: z.enum(['controller', 'human']),
    at: z.string(),
    reason: z.string(),
  }),
);

/**
 * A remote's area (`@broker/shared/routes`, areas.ts): the path prefix whose pages it declares itself,
 * whether it sits in the cabinet layout, and its cabinet menu title per language. Written by
 * `pnpm remote deploy` (from the remote's package.json `broker.area`) or `pnpm remote add-area`.
 */
export const areaDeclarationSchema = lazySchema(() =>
  z.object({
    prefix: z.string().regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/),
    cabinet: z.boolean(),
    menu: z.object({ uk: z.string().min(1), en: z.string().min(1) }).optional(),
  }),
);

export const registryRemoteSchema = lazySchema(() =>
  z.object({
    /** the Module Federation container name (mfe_onboarding) */
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
    /** optional: without it the shell's built-in default area of the remote applies (DEFAULT_AREAS) */
    area: areaDeclarationSchema.optional(),
    live: z.string().min(1),
    /** newest first; includes the live version */
    history: z.array(registryVersionSchema),
    canary: registryCanarySchema.optional(),
    lastDecision: registryDecisionSchema.optional(),
  }),
);

export const registrySchema = lazySchema(() =>
  z.object({
    schema: z.literal(1),
    updatedAt: z.string(),
    remotes: z.record(z.string(), registryRemoteSchema),
  }),
);

/**
 * `contract.json`, published beside the shell's build and served by the live shell (no-cache): the
 * `shared` contract it speaks. `remote deploy` and `rollback` compare remotes with this file of the
 * shell that is actually live, not with whatever shell build sits on the deploying machine.
 */
export const shellContractSchema = lazySchema(() =>
  z.object({
    schema: z.literal(1),
    contractMajor: z.number().int().nonnegative(),
    /** the `@broker/shared` version the shell was built with */
    sharedVersion: z.string(),
    /** per lean shared library, the exports the shell's generated facade provides (tooling/src/build/lean-shared.ts) */
    leanExports: z.record(z.string(), z.array(z.string())).optional(),
    /** per `@broker/shared` entry, the names the shell's copy exports (tooling/src/build/shared-exports.ts); absent: a shell older than the gate */
    sharedExports: z.record(z.string(), z.array(z.string())).optional(),
    /** the MF bundler runtime version the shell hands to production remote entries (shell/src/remotes/mf-internals/remote-bundler-runtime.ts) */
    mfParts: z.string().optional(),
  }),
);
export type ShellContract = z.infer<typeof shellContractSchema>;
export const SHELL_CONTRACT_FILE = 'contract.json';

export type RegistryVersion = z.infer<typeof registryVersionSchema>;
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;
export type RegistryCanary = z.infer<typeof registryCanarySchema>;
export type RegistryDecision = z.infer<typeof registryDecisionSchema>;
export type Registry = z.infer<typeof registrySchema>;

/** A remote's MF container name: its registry key with `_` for `-` (`mfe-signing` → `mfe_signing`). */
export function containerName(key: string): string {
  return key.replace(/-/g, '_');
}
