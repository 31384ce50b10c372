// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry, registryPath, updateRegistry } from './registry-file';
import type { Registry } from '@broker/shared/contracts';

const ROOT = resolve(import.meta.dirname, '../..');
const fresh = () => mkdtempSync(join(tmpdir(), 'registry-test-'));

function addVersion(key: string, version: string) {
  return (r: Registry): Registry => {
    const entry = r.remotes[key] ?? { name: key.replace(/-/g, '_'), live: version, history: [] };
    entry.history.unshift({
      version,
      manifest: `${key}/${version}/mf-manifest.json`,
      contractMajor: 1,
      publishedAt: new Date().toISOString(),
    });
    entry.live = version;
    r.remotes[key] = entry;
    return r;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('registry file', () => {
  it('reads an empty registry when there is none yet', async () => {
    expect((await readRegistry(fresh())).remotes).toEqual({});
  });

  it('two updates at once both land (the second waits for the lock and reads the first one’s result)', async () => {
    const dir = fresh();
    await Promise.all([
      updateRegistry(dir, async (r) => (await sleep(50), addVersion('mfe-signing', 'a')(r))),
      updateRegistry(dir, addVersion('mfe-onboarding', 'b')),
      updateRegistry(dir, addVersion('mfe-signing', 'c')),
    ]);
    const r = await readRegistry(dir);
    expect(Object.keys(r.remotes).sort()).toEqual(['mfe-onboarding', 'mfe-signing']);
    expect(r.remotes['mfe-signing']!.history.map((v) => v.version).sort()).toEqual(['a', 'c']);
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]); // no lock or temp file left
  });

  it('two deploy processes at once both land', async () => {
    const dir = fresh();
    const run = (key: string, version: string) =>
      new Promise<number | null>((done) => {
        const code = `import { updateRegistry } from './scripts/remote/registry-file.ts';
          await updateRegistry(${JSON.stringify(dir)}, async (r) => { await new Promise((t) => setTimeout(t, 200));
            r.remotes[${JSON.stringify(key)}] = { name: 'x', live: ${JSON.stringify(version)}, history: [{ version: ${JSON.stringify(version)}, manifest: 'm', contractMajor: 1, publishedAt: 'now' }] };
            return r; });`;
        spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
          cwd: ROOT,
          stdio: 'ignore',
        }).on('exit', done);
      });
    expect(await Promise.all([run('mfe-signing', 's1'), run('mfe-onboarding', 'o1')])).toEqual([0, 0]);
    const r = await readRegistry(dir);
    expect(Object.keys(r.remotes).sort()).toEqual(['mfe-onboarding', 'mfe-signing']);
  }, 30_000);

  it('a reader never sees a half-written registry while it is rewritten', async () => {
    const dir = fresh();
    await updateRegistry(dir, addVersion('mfe-signing', 'v0'));
    let stop = false;
    let reads = 0;
    const reader = (async () => {
      while (!stop) {
        JSON.parse(readFileSync(registryPath(dir), 'utf8')); // throws on a partial file
        reads++;
        await sleep(0);
      }
    })();
    for (let i = 1; i <= 40; i++) {
      // a large registry makes a partial write likely to be observed if it happened
      await updateRegistry(dir, (r) => {
        for (let j = 0; j < 50; j++) addVersion(`mfe-remote-${j}`, `v${i}`)(r);
        return r;
      });
    }
    stop = true;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect((await readRegistry(dir)).remotes['mfe-remote-0']!.history).toHaveLength(40);
  }, 30_000);

  it('takes over a lock left by a deploy that crashed', async () => {
    const dir = fresh();
    writeFileSync(join(dir, '.registry.lock'), '999999999'); // no such process
    await updateRegistry(dir, addVersion('mfe-signing', 'a'), { staleMs: 60_000 });
    expect((await readRegistry(dir)).remotes['mfe-signing']!.live).toBe('a');
  });

  it('refuses to write a registry the shell could not read', async () => {
    const dir = fresh();
    await expect(updateRegistry(dir, (r) => ({ ...r, schema: 2 as unknown as 1 }))).rejects.toThrow();
    expect((await readRegistry(dir)).schema).toBe(1);
  });
});
