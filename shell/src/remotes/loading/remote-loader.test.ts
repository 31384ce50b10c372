import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { Registry } from '@broker/shared/contracts';
import type { Candidate } from './registry';

const REGISTRY_URL = 'https://cdn.example/registry.json';
const v = (version: string) => ({
  version,
  manifest: `mfe-signing/${version}/mf-manifest.json`,
  contractMajor: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
});
const registry: Registry = {
  schema: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  remotes: {
    'mfe-signing': { name: 'mfe_signing', live: 'B', history: [v('B'), v('A')] },
    // only the load-ahead test uses it (a remote no view has asked for yet in this module's life)
    'mfe-ahead': { name: 'mfe_ahead', live: 'B', history: [v('B')] },
    // only the use() test loads it ahead
    'mfe-ready': { name: 'mfe_ready', live: 'B', history: [v('B')] },
    // only the shared-exports test uses it: live B needs a name this shell lacks; A was published before `needs`
    'mfe-needs': {
      name: 'mfe_needs',
      live: 'B',
      history: [{ ...v('B'), needs: { 'react-router-dom': ['useNavigate', 'useBlocker'] } }, v('A')],
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
// this shell's lean router lacks useBlocker (what its /contract.json would say); read only for a version with `needs`
const shellProvides = vi.fn(() => Promise.resolve({ lean: { 'react-router-dom': ['useNavigate'] }, shared: {} }));
vi.mock('./shell-provides', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  shellProvides: () => shellProvides(),
}));
vi.mock('../delivery/reporter', () => ({ report: vi.fn() }));
const reportVisit = vi.fn();
vi.mock('../delivery/delivery-reports', () => ({ reportVisit: (...args: unknown[]) => reportVisit(...args) }));

const { dropFailedLoad, forgetLoad, loadRemoteAhead, loadRemoteModule, shownVersion } = await import('./remote-loader');
const { renderFailures } = await import('./render-failures');
const { diagnosticsStore } = await import('../diagnostics/diagnostics-store');
const { report } = await import('../delivery/reporter');

afterEach(() => {
  loaded.length = 0;
  forgetLoad('mfe-signing');
  renderFailures.clear('mfe-signing');
});

const status = () => diagnosticsStore.getState().remotes['mfe-signing'];

describe('loader and render failures', () => {
  it('loads the live version when nothing threw', async () => {
    await loadRemoteModule('mfe-signing', true);
    expect(loaded).toEqual(['B']);
    expect(shownVersion('mfe-signing')).toBe('B');
    expect(status()).toMatchObject({ source: 'live', reason: null, loadedVersion: 'B' });
  });

  it('skips a live version that threw while rendering: last-known-good, with the reason', async () => {
    renderFailures.threw('mfe-signing', 'B', 'Error: boom');
    await loadRemoteModule('mfe-signing', true);
    expect(loaded).toEqual(['A']); // B is not even loaded again
    expect(shownVersion('mfe-signing')).toBe('A');
    expect(status()).toMatchObject({
      source: 'last-known-good',
      reason: 'render-error',
      loadedVersion: 'A',
      liveVersion: 'B',
    });
    expect(status()?.lastError).toContain('B: threw while rendering: Error: boom');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'last-known-good', version: 'A' }));
  });

  it('both versions threw: the load fails (the slot shows its fallback)', async () => {
    renderFailures.threw('mfe-signing', 'B', 'Error: boom');
    renderFailures.threw('mfe-signing', 'A', 'Error: bang');
    await expect(loadRemoteModule('mfe-signing', true)).rejects.toThrow(
      /B: threw while rendering.*A: threw while rendering/,
    );
    expect(loaded).toEqual([]);
    expect(status()?.status).toBe('failed');
  });

  it('after "try again" cleared the log, the live version is loaded again', async () => {
    renderFailures.threw('mfe-signing', 'B', 'Error: boom');
    renderFailures.clear('mfe-signing');
    await loadRemoteModule('mfe-signing', true);
    expect(loaded).toEqual(['B']);
  });
});

describe('a remote loaded ahead of a click (the likeliest next cabinet area)', () => {
  it('is loaded once, but is no visit and not on screen until a view asks for it', async () => {
    reportVisit.mockClear();
    await loadRemoteAhead('mfe-ahead');
    expect(loaded).toEqual(['B']);
    expect(reportVisit).not.toHaveBeenCalled();
    expect(shownVersion('mfe-ahead')).toBeUndefined();
    await loadRemoteModule('mfe-ahead');
    expect(loaded).toEqual(['B']); // the view takes the load made ahead
    expect(reportVisit).toHaveBeenCalledWith('mfe-ahead', 'B', expect.stringContaining('/B/'), 'B');
    expect(shownVersion('mfe-ahead')).toBe('B');
  });
});

describe("a load that is done, as React's use() reads it", () => {
  /** renders the module's name under a Suspense boundary and counts how often its fallback rendered */
  async function renderSlot(key: string) {
    let fallbacks = 0;
    const Fallback = () => (fallbacks++, null);
    const Content = () => createElement('p', null, use(loadRemoteModule(key)).meta.name);
    await act(async () => {
      render(createElement(Suspense, { fallback: createElement(Fallback) }, createElement(Content)));
    });
    return { fallbacks, text: screen.getByRole('paragraph').textContent };
  }

  it.each([
    ['loaded ahead of the click', 'mfe-ready', () => loadRemoteAhead('mfe-ready')],
    ['loaded by a view before', 'mfe-signing', () => loadRemoteModule('mfe-signing').then(() => undefined)],
  ])('%s: rendered in the same pass, no fallback in between', async (_case, key, load) => {
    await load();
    const { fallbacks, text } = await renderSlot(key);
    expect(text).toBe('mfe_signing'); // what the mocked load gives
    expect(fallbacks).toBe(0);
  });

  it("a failed load is read as failed (the slot's error boundary shows its fallback)", async () => {
    renderFailures.threw('mfe-signing', 'B', 'Error: boom');
    renderFailures.threw('mfe-signing', 'A', 'Error: bang');
    const p = loadRemoteModule('mfe-signing', true);
    await p.catch(() => undefined);
    expect(p).toMatchObject({ status: 'rejected', reason: expect.any(Error) });
  });

  it('coming back to a remote: a failed load is dropped (the next view loads afresh), a done or pending one is kept', async () => {
    renderFailures.threw('mfe-signing', 'B', 'Error: boom');
    renderFailures.threw('mfe-signing', 'A', 'Error: bang');
    await loadRemoteModule('mfe-signing', true).catch(() => undefined);
    expect(dropFailedLoad('mfe-signing')).toBe(1);
    renderFailures.clear('mfe-signing');
    const pending = loadRemoteModule('mfe-signing');
    expect(dropFailedLoad('mfe-signing')).toBe(0);
    await pending;
    expect(dropFailedLoad('mfe-signing')).toBe(0);
    expect(loadRemoteModule('mfe-signing')).toBe(pending);
    expect(loaded).toEqual(['B']);
  });
});

/**
 * The loader's side of the shared-exports check (next-step.test.ts has the decision table): a live version
 * needing a name this shell lacks — gated against the shell live at its deploy, a later shell dropped the
 * name — makes the shell read its own contract, is never fetched, and last-known-good is shown instead.
 */
describe('the loader re-checks the live version against this shell', () => {
  it('skips a live version needing an export the shell lacks before fetching it: last-known-good', async () => {
    await loadRemoteModule('mfe-needs', true);
    expect(shellProvides).toHaveBeenCalled();
    expect(loaded).toEqual(['A']); // B is never fetched
    const needs = diagnosticsStore.getState().remotes['mfe-needs'];
    expect(needs).toMatchObject({ source: 'last-known-good', loadedVersion: 'A', liveVersion: 'B' });
    expect(needs?.lastError).toContain('B: needs exports this shell lacks (react-router-dom: useBlocker)');
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
