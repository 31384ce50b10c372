// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkShell } from './check-shell';

let cdn: string;

/** A published version of mfe-signing as the CDN holds it: manifest, expose chunk with `meta`, build-info. */
function version(
  v: string,
  info: object,
): { version: string; manifest: string; contractMajor: number; publishedAt: string } {
  const dir = join(cdn, 'mfe-signing', v);
  mkdirSync(join(dir, 'static/js/async'), { recursive: true });
  const chunk = 'static/js/async/expose.js';
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'static/js/e.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: [chunk] } } }],
    }),
  );
  writeFileSync(join(dir, chunk), `x={meta:{name:"mfe_signing",contractMajor:1}};/*${v}*/`);
  writeFileSync(join(dir, 'static/js/e.js'), 'var mfe_signing;');
  writeFileSync(
    join(dir, 'build-info.json'),
    JSON.stringify({ name: 'mfe_signing', packageVersion: '1.0.0', contractMajor: 1, buildLabel: '', ...info }),
  );
  return {
    version: v,
    manifest: `mfe-signing/${v}/mf-manifest.json`,
    contractMajor: 1,
    publishedAt: '2026-11-25T00:00:00.000Z',
  };
}

function registry(live: string, history: ReturnType<typeof version>[]): void {
  writeFileSync(
    join(cdn, 'registry.json'),
    JSON.stringify({
      schema: 1,
      updatedAt: '2026-11-25T00:00:00.000Z',
      remotes: { 'mfe-signing': { name: 'mfe_signing', live, history } },
    }),
  );
}

const shell = (over: object = {}) => ({
  schema: 1 as const,
  contractMajor: 1,
  sharedVersion: '1.0.0',
  mfParts: '2.10.0',
  ...over,
});

beforeAll(() => {
  cdn = mkdtempSync(join(tmpdir(), 'check-shell-'));
});
afterAll(() => rmSync(cdn, { recursive: true, force: true }));

describe('check-shell: which live remotes a shell about to go live would break', () => {
  it('an MF upgrade: a lean live version for the old MF is listed; one carrying its own runtime runs', async () => {
    const lean = version('1.0.0-lean', { mfParts: '2.9.2' });
    const own = version('1.0.0-own', { mfRuntime: 'own', mfVersion: '2.9.2' });
    registry(lean.version, [lean]);
    const before = await checkShell(cdn, shell());
    expect(before.brokenLive).toBe(1);
    expect(before.lines).toEqual([
      expect.stringMatching(
        /^mfe-signing 1\.0\.0-lean \(live\): ✖ its lean entry takes the MF bundler runtime 2\.9\.2 from the shell, the live shell provides 2\.10\.0/,
      ),
    ]);
    // redeployed with MF_RUNTIME=own while the old shell was live: the new shell may go
    registry(own.version, [own, lean]);
    const after = await checkShell(cdn, shell());
    expect(after.brokenLive).toBe(0);
    expect(after.lines).toEqual([
      'mfe-signing 1.0.0-own (live): runs',
      expect.stringMatching(/^mfe-signing 1\.0\.0-lean \(last-known-good\): ✖ its lean entry/),
    ]);
  });

  it('a shell whose @broker/shared lost a name a live remote imports', async () => {
    const v = version('1.0.0-shared', { mfParts: '2.9.2', sharedImports: { routes: ['routePath'] } });
    registry(v.version, [v]);
    const out = await checkShell(cdn, shell({ mfParts: '2.9.2', sharedExports: { routes: ['useLang'] } }));
    expect(out.brokenLive).toBe(1);
    expect(out.lines[0]).toMatch(/@broker\/shared\/routes: routePath/);
    expect(
      (await checkShell(cdn, shell({ mfParts: '2.9.2', sharedExports: { routes: ['routePath'] } }))).brokenLive,
    ).toBe(0);
  });
});
