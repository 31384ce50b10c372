import { describe, expect, it, vi } from 'vitest';
import type { Registry } from '@broker/shared/contracts';
import type { Candidate } from './registry';

/**
 * The loader's side of the shared-exports check (next-step.test.ts has the decision table): a live version
 * needing a name this shell lacks — gated against the shell live at its deploy, a later shell dropped the
 * name — makes the shell read its own contract, is never fetched, and last-known-good is shown instead.
 */
const REGISTRY_URL = 'https://cdn.example/registry.json';
const registry: Registry = {
  schema: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  remotes: {
    'mfe-signing': {
      name: 'mfe_signing',
      live: 'B',
      history: [
        {
          version: 'B',
          manifest: 'mfe-signing/B/mf-manifest.json',
          contractMajor: 1,
          publishedAt: '2026-11-02T00:00:00.000Z',
          needs: { 'react-router-dom': ['useNavigate', 'useBlocker'] },
        },
        // published before `needs` existed: nothing to check, so only live makes the shell read its contract
        { version: 'A', manifest: 'mfe-signing/A/mf-manifest.json', contractMajor: 1, publishedAt: '2026-11-01' },
      ],
    },
  },
};

const loaded: string[] = [];
vi.mock('../../config/runtime-config', () => ({
  runtimeConfig: () => ({
    registryUrl: REGISTRY_URL,
    allowedRemoteOrigins: ['https://cdn.example'],
    remoteTimeoutMs: 1000,
  }),
}));
vi.mock('./registry', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchRegistry: () => Promise.resolve(registry),
}));
vi.mock('./load-candidate', () => ({
  ContractError: class extends Error {},
  SHELL_CONTRACT_MAJOR: 1,
  loadCandidate: (_key: string, c: Candidate) => {
    loaded.push(c.version.version);
    return Promise.resolve({ default: () => null, meta: { name: 'mfe_signing', contractMajor: 1 } });
  },
}));
// this shell's lean router lacks useBlocker (what its /contract.json would say)
const shellProvides = vi.fn(() => Promise.resolve({ lean: { 'react-router-dom': ['useNavigate'] }, shared: {} }));
vi.mock('./shell-provides', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  shellProvides: () => shellProvides(),
}));
vi.mock('../delivery/reporter', () => ({ report: vi.fn() }));
vi.mock('../delivery/delivery-reports', () => ({ reportVisit: vi.fn() }));

const { loadRemoteModule } = await import('./remote-loader');
const { diagnosticsStore } = await import('../diagnostics/diagnostics-store');
const { report } = await import('../delivery/reporter');

describe('the loader re-checks the live version against this shell', () => {
  it('skips a live version needing an export the shell lacks before fetching it: last-known-good', async () => {
    await loadRemoteModule('mfe-signing', true);
    expect(shellProvides).toHaveBeenCalled();
    expect(loaded).toEqual(['A']); // B is never fetched
    expect(diagnosticsStore.getState().remotes['mfe-signing']).toMatchObject({
      source: 'last-known-good',
      loadedVersion: 'A',
      liveVersion: 'B',
    });
    expect(diagnosticsStore.getState().remotes['mfe-signing']?.lastError).toContain(
      'B: needs exports this shell lacks (react-router-dom: useBlocker)',
    );
    // reported the way a fallback's skip is
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'contract-mismatch',
        version: 'B',
        message: expect.stringContaining('useBlocker'),
      }),
    );
  });
});
