/** Monolith stand-in for shell/src/remotes/remote-loader.ts: nothing to load, no registry. */
import type { Registry } from '@broker/shared/contracts';

// same as the federated shell (mf-runtime-plugin.ts): zod must not probe `new Function` under the CSP
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export const SHELL_CONTRACT_MAJOR: number = __SHARED_MAJOR__;

export async function startRemoteLoading(): Promise<void> {}

export function currentRegistry(): Registry | null {
  return null;
}

export class RemoteLoadError extends Error {}
