// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsOf, publish } from './publish';
import { readRegistry, updateRegistry } from './registry-file';
import { planRollback } from './rollback';
import { registrySchema } from '@broker/shared/contracts';

function fakeBuild(text: string, label = '', info: object = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_signing' }));
  writeFileSync(join(dist, 'static/js/mfe_signing.js'), text);
  writeFileSync(
    join(dist, 'build-info.json'),
    JSON.stringify({ name: 'mfe_signing', packageVersion: '1.2.3', contractMajor: 1, buildLabel: label, ...info }),
  );
  // build times differ between two builds of the same sources: not part of the version
  writeFileSync(join(dist, 'mf-stats.json'), JSON.stringify({ builtAt: Math.random() }));
  return dist;
}

const sha384 = (p: string) => `sha384-${createHash('sha384').update(readFileSync(p)).digest('base64')}`;

describe('publish', () => {
  it('same content → same version: the folder is reused, not written again', async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const first = await publish(cdn, 'mfe-signing', fakeBuild('console.log(1)'));
    expect(first).toMatchObject({ from: null, reused: false });
    expect(first.to).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    const folder = join(cdn, 'mfe-signing', first.to);
    writeFileSync(join(folder, 'marker'), 'left alone');
    const before = readFileSync(join(folder, 'static/js/mfe_signing.js'), 'utf8');

    const second = await publish(cdn, 'mfe-signing', fakeBuild('console.log(1)'));
    expect(second).toEqual({ from: first.to, to: first.to, reused: true });
    expect(readFileSync(join(folder, 'marker'), 'utf8')).toBe('left alone');
    expect(readFileSync(join(folder, 'static/js/mfe_signing.js'), 'utf8')).toBe(before);
    expect((await readRegistry(cdn)).remotes['mfe-signing']!.history).toHaveLength(1);
  });

  it("deploy → deploy with a moved area → rollback: the registry's area is the live version's again", async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const funds = { prefix: 'funds', cabinet: true };
    const moved = { prefix: 'funds-new', cabinet: true };
    await publish(cdn, 'mfe-signing', fakeBuild('console.log("a1")'), 1, funds);
    await publish(cdn, 'mfe-signing', fakeBuild('console.log("a2")'), 1, moved);
    expect((await readRegistry(cdn)).remotes['mfe-signing']!.area).toEqual(moved);
    await updateRegistry(cdn, (r) => (planRollback('mfe-signing', r.remotes['mfe-signing']!, undefined, 1), r));
    expect((await readRegistry(cdn)).remotes['mfe-signing']!.area).toEqual(funds);
    // a staged build changes no route until it goes live
    await publish(cdn, 'mfe-signing', fakeBuild('console.log("a3")'), 1, moved, { stage: true });
    expect((await readRegistry(cdn)).remotes['mfe-signing']!.area).toEqual(funds);
  });

  it("records the build's area pages on its version; a build without them records none, a rollback keeps each version's", async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const versions = async () => (await readRegistry(cdn)).remotes['mfe-signing']!.history;
    const old = await publish(cdn, 'mfe-signing', fakeBuild('console.log("p1")'));
    expect((await versions())[0]).not.toHaveProperty('areaPages');
    const paged = await publish(
      cdn,
      'mfe-signing',
      fakeBuild('console.log("p2")', '', { areaPages: ['', 'archive/:id'] }),
    );
    const none = await publish(cdn, 'mfe-signing', fakeBuild('console.log("p3")', '', { areaPages: [] }));
    const byVersion = Object.fromEntries((await versions()).map((v) => [v.version, v.areaPages]));
    expect(byVersion).toEqual({ [old.to]: undefined, [paged.to]: ['', 'archive/:id'], [none.to]: [] });
    // the list is the version's: a rollback makes the version live with the list it was published with
    await updateRegistry(cdn, (r) => (planRollback('mfe-signing', r.remotes['mfe-signing']!, paged.to, 1), r));
    const entry = (await readRegistry(cdn)).remotes['mfe-signing']!;
    expect(entry.history.find((v) => v.version === entry.live)?.areaPages).toEqual(['', 'archive/:id']);
    // the same code deployed again by a build that reads its pages: the version published without gets them
    await publish(cdn, 'mfe-signing', fakeBuild('console.log("p1")', '', { areaPages: ['x'] }));
    expect((await versions()).find((v) => v.version === old.to)?.areaPages).toEqual(['x']);
  });

  it("records the build's early GETs on its version, valid for the registry's contract; a build without them records none", async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const versions = async () => (await readRegistry(cdn)).remotes['mfe-signing']!.history;
    const old = await publish(cdn, 'mfe-signing', fakeBuild('console.log("e1")'));
    const early = { profile: ['cabinet/person_data/'] };
    const declared = await publish(cdn, 'mfe-signing', fakeBuild('console.log("e2")', '', { earlyGets: early }));
    const byVersion = Object.fromEntries((await versions()).map((v) => [v.version, v.earlyGets]));
    expect(byVersion).toEqual({ [old.to]: undefined, [declared.to]: early });
    expect(registrySchema.safeParse(await readRegistry(cdn)).success).toBe(true);
    // the field's shape is the contract's: route → paths
    const bad = await readRegistry(cdn);
    (bad.remotes['mfe-signing']!.history[0] as { earlyGets?: unknown }).earlyGets = { profile: 'cabinet/person_data/' };
    expect(registrySchema.safeParse(bad).success).toBe(false);
  });

  it('different content → a new version folder; the old one is untouched and stays in history', async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const a = await publish(cdn, 'mfe-signing', fakeBuild('console.log(1)'));
    const b = await publish(cdn, 'mfe-signing', fakeBuild('console.log(2)'));
    expect(b.to).not.toBe(a.to);
    expect(b.from).toBe(a.to);
    expect(readFileSync(join(cdn, 'mfe-signing', a.to, 'static/js/mfe_signing.js'), 'utf8')).toBe('console.log(1)');
    const entry = (await readRegistry(cdn)).remotes['mfe-signing']!;
    expect(entry.live).toBe(b.to);
    expect(entry.history.map((v) => v.version)).toEqual([b.to, a.to]);
    expect(entry.history[0]).toMatchObject({ manifest: `mfe-signing/${b.to}/mf-manifest.json`, contractMajor: 1 });
  });

  it('records a sha384 per file, and the registry pins the hash list itself', async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const { to } = await publish(cdn, 'mfe-signing', fakeBuild('console.log(3)'));
    const folder = join(cdn, 'mfe-signing', to);
    const list = JSON.parse(readFileSync(join(folder, 'integrity.json'), 'utf8')) as { files: Record<string, string> };
    expect(list.files['static/js/mfe_signing.js']).toBe(sha384(join(folder, 'static/js/mfe_signing.js')));
    expect(list.files['mf-manifest.json']).toBe(sha384(join(folder, 'mf-manifest.json')));
    expect((await readRegistry(cdn)).remotes['mfe-signing']!.history[0]!.integrity).toBe(
      sha384(join(folder, 'integrity.json')),
    );
  });

  it('two publishes of the same build at once give one folder and no leftovers', async () => {
    const cdn = mkdtempSync(join(tmpdir(), 'cdn-'));
    const [x, y] = await Promise.all([
      publish(cdn, 'mfe-signing', fakeBuild('same')),
      publish(cdn, 'mfe-signing', fakeBuild('same')),
    ]);
    expect(x.to).toBe(y.to);
    expect(readdirSync(join(cdn, 'mfe-signing'))).toEqual([x.to]);
    expect(existsSync(join(cdn, 'mfe-signing', x.to, 'integrity.json'))).toBe(true);
    expect((await readRegistry(cdn)).remotes['mfe-signing']!.history).toHaveLength(1);
  });

  it("records what the version needs from the shell's shared modules (the shell skips a fallback needing more)", () => {
    const info = { name: 'x', packageVersion: '1', contractMajor: 1, buildLabel: '' };
    expect(
      needsOf({ ...info, leanImports: { 'react-router-dom': ['useNavigate'] }, sharedImports: { ui: ['Button'] } }),
    ).toEqual({ 'react-router-dom': ['useNavigate'], '@broker/shared/ui': ['Button'] });
    expect(needsOf(info)).toBeUndefined();
  });
});
