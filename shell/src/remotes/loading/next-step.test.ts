import { describe, expect, it } from 'vitest';
import type { Registry } from '@broker/shared/contracts';
import { candidatesFor } from './registry';
import { nextStep, type LoaderStep } from './next-step';
import { missingExports } from './shell-provides';

/** The live shell's shared modules in these rows: the lean router without useBlocker, ui without Stepper. */
const SHELL = { lean: { 'react-router-dom': ['useNavigate'] }, shared: { ui: ['Button'] } };

const REGISTRY_URL = 'https://cdn.example/registry.json';
const url = (version: string, origin = 'https://cdn.example') => `${origin}/mfe-signing/${version}/mf-manifest.json`;

function registry(
  live: string,
  versions: Array<
    | string
    | { version: string; contractMajor?: number; origin?: string; mfParts?: string; needs?: Record<string, string[]> }
  >,
): Registry {
  const history = versions.map((x) => {
    const o = typeof x === 'string' ? { version: x } : x;
    const mf = { ...(o.mfParts ? { mfParts: o.mfParts } : {}), ...(o.needs ? { needs: o.needs } : {}) };
    return {
      version: o.version,
      manifest: url(o.version, o.origin),
      contractMajor: o.contractMajor ?? 1,
      publishedAt: '2026-11-01T00:00:00.000Z',
      ...mf,
    };
  });
  return {
    schema: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    remotes: { 'mfe-signing': { name: 'mfe_signing', live, history } },
  };
}

/** `registry` with `version` as a canary at 10 %. */
function withCanary(reg: Registry, version: string): Registry {
  const entry = reg.remotes['mfe-signing']!;
  const canary = { version, percent: 10, startedAt: '2026-11-01T00:00:00.000Z', stable: entry.live };
  return { ...reg, remotes: { 'mfe-signing': { ...entry, canary } } };
}

interface Row {
  name: string;
  registry: Registry;
  /** the browser is in the canary's share */
  inCanary?: boolean;
  tried?: string[];
  reread?: boolean;
  renderFailed?: string[];
  expected: string;
}

/** A step in one word: `load B`, `skip B render-failed`, `reread`, `give-up`. */
const show = (s: LoaderStep) =>
  s.do === 'load'
    ? `load ${s.candidate.version.version}`
    : s.do === 'skip'
      ? `skip ${s.candidate.version.version} ${s.kind}`
      : s.do;

const REG = registry('B', ['B', 'A']);

const rows: Row[] = [
  { name: 'fresh load: the live version', registry: REG, expected: 'load B' },
  { name: 'live failed to load: the registry is read again first', registry: REG, tried: ['B'], expected: 'reread' },
  {
    name: 'live failed, registry re-read (same live): last-known-good',
    registry: REG,
    tried: ['B'],
    reread: true,
    expected: 'load A',
  },
  {
    name: 'live failed, re-read found a newer live: that one',
    registry: registry('C', ['C', 'B', 'A']),
    tried: ['B'],
    reread: true,
    expected: 'load C',
  },
  {
    name: 'live and last-known-good failed after the re-read: give up',
    registry: REG,
    tried: ['B', 'A'],
    reread: true,
    expected: 'give-up',
  },
  {
    name: 'live threw while rendering in this visit: skipped, not loaded',
    registry: REG,
    reread: true,
    renderFailed: ['B'],
    expected: 'skip B render-failed',
  },
  {
    name: 'render-failed live already skipped: last-known-good',
    registry: REG,
    tried: ['B'],
    reread: true,
    renderFailed: ['B'],
    expected: 'load A',
  },
  {
    name: 'last-known-good threw while rendering too: skipped',
    registry: REG,
    tried: ['B'],
    reread: true,
    renderFailed: ['B', 'A'],
    expected: 'skip A render-failed',
  },
  {
    name: 'live of another contract major: refused before any fetch',
    registry: registry('B', [{ version: 'B', contractMajor: 2 }, 'A']),
    reread: true,
    expected: 'skip B contract-mismatch',
  },
  {
    name: 'contract-refused live, re-read not done yet: re-read before last-known-good',
    registry: registry('B', [{ version: 'B', contractMajor: 2 }, 'A']),
    tried: ['B'],
    expected: 'reread',
  },
  {
    name: "live is a lean entry for the shell's MF runtime: loaded",
    registry: registry('B', [{ version: 'B', mfParts: '2.9.2' }, 'A']),
    reread: true,
    expected: 'load B',
  },
  {
    name: 'live is a lean entry for another MF runtime: refused before any fetch',
    registry: registry('B', [{ version: 'B', mfParts: '2.8.2' }, 'A']),
    reread: true,
    expected: 'skip B mf-runtime-mismatch',
  },
  {
    name: 'MF-refused live, after the re-read: last-known-good',
    registry: registry('B', [{ version: 'B', mfParts: '2.8.2' }, 'A']),
    tried: ['B'],
    reread: true,
    expected: 'load A',
  },
  {
    name: 'live carries its own MF runtime (records none): loaded whatever its version',
    registry: registry('B', ['B', { version: 'A', mfParts: '2.8.2' }]),
    reread: true,
    expected: 'load B',
  },
  {
    name: 'live on a foreign origin (refused by candidatesFor): re-read, then last-known-good',
    registry: registry('B', [{ version: 'B', origin: 'https://evil.example' }, 'A']),
    expected: 'reread',
  },
  {
    name: 'live on a foreign origin after the re-read: last-known-good',
    registry: registry('B', [{ version: 'B', origin: 'https://evil.example' }, 'A']),
    reread: true,
    expected: 'load A',
  },
  {
    name: 'last-known-good needing a lean export the live shell lacks: skipped before any fetch',
    registry: registry('B', ['B', { version: 'A', needs: { 'react-router-dom': ['useNavigate', 'useBlocker'] } }]),
    tried: ['B'],
    reread: true,
    expected: 'skip A exports-missing',
  },
  {
    name: 'last-known-good needing a @broker/shared name the live shell lacks: skipped',
    registry: registry('B', ['B', { version: 'A', needs: { '@broker/shared/ui': ['Button', 'Stepper'] } }]),
    tried: ['B'],
    reread: true,
    expected: 'skip A exports-missing',
  },
  {
    name: 'last-known-good within what the shell provides: loaded',
    registry: registry('B', [
      'B',
      { version: 'A', needs: { 'react-router-dom': ['useNavigate'], '@broker/shared/ui': ['Button'] } },
    ]),
    tried: ['B'],
    reread: true,
    expected: 'load A',
  },
  {
    name: 'live needing an export this shell lacks (gated against an earlier shell): skipped before any fetch',
    registry: registry('B', [{ version: 'B', needs: { 'react-router-dom': ['useBlocker'] } }, 'A']),
    reread: true,
    expected: 'skip B exports-missing',
  },
  {
    name: 'export-refused live: the next candidate, last-known-good',
    registry: registry('B', [{ version: 'B', needs: { '@broker/shared/ui': ['Stepper'] } }, 'A']),
    tried: ['B'],
    reread: true,
    expected: 'load A',
  },
  {
    name: 'live within what the shell provides: loaded',
    registry: registry('B', [{ version: 'B', needs: { 'react-router-dom': ['useNavigate'] } }, 'A']),
    reread: true,
    expected: 'load B',
  },
  {
    name: "canary needing an export this shell lacks, for a browser in the canary's share: skipped",
    registry: withCanary(registry('B', ['B', { version: 'C', needs: { 'react-router-dom': ['useBlocker'] } }]), 'C'),
    inCanary: true,
    reread: true,
    expected: 'skip C exports-missing',
  },
  {
    name: 'export-refused canary: the live version next',
    registry: withCanary(registry('B', ['B', { version: 'C', needs: { 'react-router-dom': ['useBlocker'] } }]), 'C'),
    inCanary: true,
    tried: ['C'],
    reread: true,
    expected: 'load B',
  },
  {
    name: 'nothing in the registry for the remote: re-read, then give up',
    registry: { ...REG, remotes: {} },
    expected: 'reread',
  },
  {
    name: 'nothing in the registry after the re-read: give up',
    registry: { ...REG, remotes: {} },
    reread: true,
    expected: 'give-up',
  },
];

describe('nextStep: the loader decision', () => {
  it.each(rows)('$name', (row) => {
    const choice = { inCanary: () => row.inCanary ?? false };
    const { candidates } = candidatesFor(row.registry, 'mfe-signing', REGISTRY_URL, ['https://cdn.example'], choice);
    const step = nextStep({
      candidates,
      tried: new Set((row.tried ?? []).map((v) => url(v))),
      reread: row.reread ?? false,
      shellMajor: 1,
      shellMfParts: '2.9.2',
      missingExports: (v) => missingExports(v, SHELL),
      renderFailure: (v) => (row.renderFailed?.includes(v) ? 'Error: boom' : undefined),
    });
    expect(show(step)).toBe(row.expected);
  });

  it('a skip carries the reason the diagnostics view shows', () => {
    const { candidates } = candidatesFor(REG, 'mfe-signing', REGISTRY_URL, ['https://cdn.example']);
    const step = nextStep({
      candidates,
      tried: new Set(),
      reread: true,
      shellMajor: 1,
      shellMfParts: '2.9.2',
      renderFailure: () => 'Error: boom',
    });
    expect(step).toMatchObject({ do: 'skip', reason: 'threw while rendering: Error: boom' });
  });

  it('an exports skip names what is missing, as the deploy gate words it', () => {
    const reg = registry('B', ['B', { version: 'A', needs: { 'react-router-dom': ['useBlocker'] } }]);
    const { candidates } = candidatesFor(reg, 'mfe-signing', REGISTRY_URL, ['https://cdn.example']);
    const step = nextStep({
      candidates,
      tried: new Set([url('B')]),
      reread: true,
      shellMajor: 1,
      shellMfParts: '2.9.2',
      missingExports: (v) => missingExports(v, SHELL),
      renderFailure: () => undefined,
    });
    expect(step).toMatchObject({ do: 'skip', reason: expect.stringContaining('react-router-dom: useBlocker') });
  });

  it('a shell without lean facades (dev build) or whose contract could not be read skips nothing', () => {
    const v = { version: 'A', manifest: 'm', contractMajor: 1, publishedAt: 't', needs: { 'react-router-dom': ['x'] } };
    expect(missingExports(v, { shared: {} })).toEqual([]);
    expect(missingExports(v, null)).toEqual([]);
  });
});
