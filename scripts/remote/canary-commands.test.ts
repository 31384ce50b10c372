// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShellContract } from '@broker/shared/contracts';
import { writeRegistryAtomic } from './registry-file';
import { gatePublished } from './canary-commands';

/** A published version folder as rsbuild + publish lay it out: the manifest names the chunk with `meta`. */
function publishedVersion(cdn: string, version: string, code: number, leanImports?: Record<string, string[]>): void {
  const dir = join(cdn, 'mfe-signing', version);
  const chunk = 'static/js/async/__federation_expose_app.abc.js';
  mkdirSync(join(dir, 'static/js/async'), { recursive: true });
  const manifest = {
    name: 'mfe_signing',
    metaData: { remoteEntry: { name: 'static/js/mfe_signing.js', path: '' } },
    exposes: [{ name: 'app', path: './app', assets: { js: { sync: [chunk], async: [] } } }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'static/js/mfe_signing.js'), 'var mfe_signing;');
  writeFileSync(
    join(dir, chunk),
    `(self.chunk_mfe_signing=self.chunk_mfe_signing||[]).push([[1],{X(e,n,t){t.d(n,{},{meta:{name:"mfe_signing",contractMajor:${code},buildLabel:""}})}}]);`,
  );
  writeFileSync(
    join(dir, 'build-info.json'),
    JSON.stringify({ name: 'mfe_signing', packageVersion: '1.0.0', contractMajor: code, buildLabel: '', leanImports }),
  );
}

const contract: ShellContract = { schema: 1, contractMajor: 1, sharedVersion: '1.0.0', leanExports: { zod: ['z'] } };
let cdn = '';
const savedDir = process.env.CDN_DIR;
beforeAll(async () => {
  cdn = mkdtempSync(join(tmpdir(), 'promote-gate-'));
  process.env.CDN_DIR = cdn;
  publishedVersion(cdn, 'ok', 1, { zod: ['z'] });
  publishedVersion(cdn, 'needs-more', 1, { zod: ['z', 'discriminatedUnion'] });
  publishedVersion(cdn, 'altered', 2);
  const v = (version: string, contractMajor = 1) => ({
    version,
    manifest: `mfe-signing/${version}/mf-manifest.json`,
    contractMajor,
    publishedAt: 't',
    staged: true,
  });
  await writeRegistryAtomic(cdn, {
    schema: 1,
    updatedAt: 't',
    remotes: {
      'mfe-signing': {
        name: 'mfe_signing',
        live: 'live',
        history: [v('ok'), v('needs-more'), v('altered'), v('other-major', 2), { ...v('live'), staged: false }],
      },
    },
  });
});
afterAll(() => {
  process.env.CDN_DIR = savedDir;
  rmSync(cdn, { recursive: true, force: true });
});

describe('promote and canary: the same gate as a deploy, on the published files', () => {
  it.each([
    ['a version that passes', 'ok', null],
    ['a version needing a lean export the live shell lacks', 'needs-more', /discriminatedUnion.*refused/],
    [
      'a version whose registry entry says another contract major',
      'other-major',
      /speaks contract 2, the live shell 1: refused/,
    ],
    ['a version whose code speaks another major than the registry says', 'altered', /refused/],
    ['a version that was never published', 'nope', /no published version "nope"/],
  ])('%s', async (_name, version, refusal) => {
    const gate = gatePublished('mfe-signing', version, contract);
    if (refusal) await expect(gate).rejects.toThrow(refusal);
    else await expect(gate).resolves.toBeUndefined();
  });
});
