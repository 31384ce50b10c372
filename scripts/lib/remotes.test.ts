import { describe, expect, it } from 'vitest';
import { REMOTE_KEYS } from '@broker/shared/routes';
import { DEFAULT_AREAS, remoteRoutes } from '@broker/shared/routes';
import { workspaceRemotes } from './remotes.mjs';

describe('the one list of remotes (the mfe-* folders)', () => {
  const remotes = workspaceRemotes();

  it('each remote declares its own dev port, none shared', () => {
    expect(remotes.every((r) => r.devPort > 0)).toBe(true);
    expect(new Set(remotes.map((r) => r.devPort)).size).toBe(remotes.length);
  });

  it("the spec's five — the shell's fallback list, the default area table and the route owners — are workspace remotes", () => {
    const keys = remotes.map((r) => r.key);
    const spec = [...new Set(remoteRoutes().map((r) => r.remote))];
    expect(keys).toEqual(expect.arrayContaining([...REMOTE_KEYS]));
    expect(Object.keys(DEFAULT_AREAS).sort()).toEqual([...REMOTE_KEYS].sort());
    expect(spec.sort()).toEqual([...REMOTE_KEYS].sort());
  });

  it('a remote added later declares its area in its package.json (the built-in table has none for it)', () => {
    for (const r of remotes)
      if (!(REMOTE_KEYS as readonly string[]).includes(r.key)) expect(r.area, r.key).not.toBeNull();
  });
});
