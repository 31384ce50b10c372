import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type RemoteSource = 'override' | 'canary' | 'live' | 'last-known-good';
/** Why a fallback is shown: the version this browser was given failed to load, or threw while rendering. */
export type FallbackReason = 'load-error' | 'render-error';

export interface RemoteDiagnostics {
  liveVersion: string | null;
  loadedVersion: string | null;
  source: RemoteSource | null;
  reason: FallbackReason | null;
  loadMs: number | null;
  lastError: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const empty: RemoteDiagnostics = {
  liveVersion: null,
  loadedVersion: null,
  source: null,
  reason: null,
  loadMs: null,
  lastError: null,
  status: 'idle',
};

export const diagnosticsStore = createStore<{ remotes: Record<string, RemoteDiagnostics> }>()(() => ({ remotes: {} }));

export function updateDiagnostics(key: string, patch: Partial<RemoteDiagnostics>): void {
  diagnosticsStore.setState((s) => ({ remotes: { ...s.remotes, [key]: { ...empty, ...s.remotes[key], ...patch } } }));
}

export function useDiagnostics(): Record<string, RemoteDiagnostics> {
  return useStore(diagnosticsStore, (s) => s.remotes);
}
