/**
 * Monolith stand-in for shell/src/remotes/loading/remote-slot.tsx and remote-loader.ts: each remote's exposed
 * app is imported statically, so one bundle holds every screen (what a single-bundle app would ship).
 */
import type { ReactNode } from 'react';
import type { Registry, RemoteAppModule } from '@broker/shared/contracts';
import type { RouteName } from '@broker/shared/routes';
import { APPS } from './monolith-apps';

function appOf(remote: string): RemoteAppModule['default'] {
  const app = APPS[remote];
  if (!app) throw new Error(`monolith: no screens for ${remote}`);
  return app;
}

export function RemoteSlot({ remote, route, notFound }: { remote: string; route?: RouteName; notFound?: ReactNode }) {
  const App = appOf(remote);
  return route ? <App route={route} /> : <App notFound={notFound} />;
}

// same as the federated shell (config/zod-jitless.ts): zod must not probe `new Function` under the CSP
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export const SHELL_CONTRACT_MAJOR: number = __SHARED_MAJOR__;

export async function startRemoteLoading(): Promise<void> {}

export function currentRegistry(): Registry | null {
  return null;
}

export class RemoteLoadError extends Error {}

export function dropFailedLoad(): number {
  return 0;
}

export function forgetLoad(): void {}

function moduleOf(remote: string): RemoteAppModule {
  return {
    default: appOf(remote),
    meta: { name: remote, contractMajor: __SHARED_MAJOR__, buildLabel: '' },
  } as RemoteAppModule;
}

export function loadRemoteModule(remote: string): Promise<RemoteAppModule> {
  return Promise.resolve(moduleOf(remote));
}

/** No remote versions in a single bundle: web vitals are sent without delivery attribution. */
export function shownVersionsNow(): Record<string, string> {
  return {};
}

export function shownVersion(): string | undefined {
  return undefined;
}

/** One bundle: no version is assigned, nothing is loaded ahead, the whole registry is never read. */
export function assignedVersion(): string | undefined {
  return undefined;
}

export function firstCandidate(): null {
  return null;
}

/** Every screen is in the bundle: each remote is "loaded". */
export function loadedModuleNow(remote: string): RemoteAppModule | null {
  return remote in APPS ? moduleOf(remote) : null;
}

export function loadRemoteAhead(): Promise<void> {
  return Promise.resolve();
}

export function wholeRegistryNow(): Promise<Registry | null> {
  return Promise.resolve(null);
}

/** Every screen is in the bundle: no version records which pages it has, the router renders as before. */
export function areaPageNow(): 'unknown' {
  return 'unknown';
}

/** The path's owner when that is a remote: every screen is in the bundle, "loading" it costs nothing. */
export function remoteToLoadNow(path: { owner: string | null }): string | null {
  return path.owner && path.owner !== 'shell' ? path.owner : null;
}
