import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { DeliveryReport } from '@broker/shared/contracts';
import { TransitionError } from '../../remote/transitions';
import type { FilesStore, StateStore } from './types';

/**
 * The behaviour every backend owes (test-only): the embedded stores, PostgreSQL and S3 run the same
 * cases, so the CLI and the controller can rely on the interface rather than on one backend.
 */
const entry = (live: string) => ({
  name: 'mfe_signing',
  live,
  history: [{ version: live, manifest: `mfe-signing/${live}/mf-manifest.json`, contractMajor: 1, publishedAt: 'x' }],
});

/** `backing()` makes a fresh, empty backing store (a folder, a database) and returns how to open instances on it. */
export function stateStoreContract(backing: () => Promise<() => Promise<StateStore>>): void {
  it('an empty store reads an empty registry', async () => {
    const s = await (await backing())();
    expect((await s.readRegistry()).registry.remotes).toEqual({});
    await s.close();
  });

  it('a transition writes the registry and its log rows; a refused one writes neither', async () => {
    const s = await (await backing())();
    const before = await s.readRegistry();
    const done = await s.transition(
      (r) => {
        r.remotes['mfe-signing'] = entry('1.0.0-a');
        return '1.0.0-a';
      },
      (v) => [{ remote: 'mfe-signing', line: `mfe-signing ${v} live` }],
    );
    expect(done.result).toBe('1.0.0-a');
    expect(done.revision).not.toBe(before.revision);
    const after = await s.readRegistry();
    expect(after.registry.remotes['mfe-signing']!.live).toBe('1.0.0-a');
    expect(after.revision).toBe(done.revision);
    await expect(
      s.transition(
        (r) => {
          r.remotes['mfe-signing']!.live = 'changed';
          throw new TransitionError('refused');
        },
        () => [{ remote: 'mfe-signing', line: 'never written' }],
      ),
    ).rejects.toThrow(TransitionError);
    expect((await s.readRegistry()).registry.remotes['mfe-signing']!.live).toBe('1.0.0-a');
    expect((await s.readLog()).map((r) => r.line)).toEqual(['mfe-signing 1.0.0-a live']);
    await s.close();
  });

  it('a decision row is listed among the decisions', async () => {
    const s = await (await backing())();
    const decision = { action: 'abort' as const, version: 'C', by: 'controller' as const, at: 'T', reason: 'worse' };
    await s.transition(
      () => undefined,
      () => [
        { remote: 'mfe-signing', line: 'mfe-signing canary C aborted by the controller: worse', decision },
        { remote: 'mfe-signing', line: 'mfe-signing something else' },
      ],
    );
    const decisions = await s.readDecisions('mfe-signing');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ remote: 'mfe-signing', decision });
    expect(await s.readDecisions('mfe-other')).toEqual([]);
    await s.close();
  });

  it('counts a report once, whatever the number of times it arrives', async () => {
    const s = await (await backing())();
    const run = { canary: 'C', stable: 'S', startedAt: '2026-11-25T00:00:00.000Z' };
    const visit: DeliveryReport = {
      kind: 'visit',
      remote: 'mfe-signing',
      version: 'C',
      client: 'client-0001',
      visit: 'visit-00001',
      overridden: false,
    };
    const failure: DeliveryReport = { ...visit, kind: 'remote-render', message: 'boom' };
    expect(await s.addReport('mfe-signing', run, visit)).toBe(true);
    expect(await s.addReport('mfe-signing', run, visit)).toBe(false);
    expect(await s.addReport('mfe-signing', run, { ...visit, visit: 'visit-00002' })).toBe(true);
    expect(await s.addReport('mfe-signing', run, failure)).toBe(true);
    expect(await s.addReport('mfe-signing', run, failure)).toBe(false);
    expect(await s.addReport('mfe-signing', run, { ...visit, version: 'S', visit: 'visit-00003' })).toBe(true);
    expect(await s.addReport('mfe-signing', run, { ...visit, overridden: true, visit: 'visit-00004' })).toBe(false);
    const vital: DeliveryReport = {
      ...visit,
      kind: 'vital',
      name: 'LCP',
      value: 1200,
      versions: { 'mfe-signing': 'C' },
    };
    expect(await s.addReport('mfe-signing', run, vital)).toBe(false); // counted for display, never a decision
    const got = (await s.readRuns())['mfe-signing']!;
    expect(got).toMatchObject({ canary: 'C', stable: 'S', startedAt: run.startedAt, ignoredOverridden: 1 });
    expect(got.stats.C).toMatchObject({ visits: 2, failedVisits: ['visit-00001'], vitals: { LCP: [1200] } });
    expect(got.stats.S).toMatchObject({ visits: 1, failedVisits: [] });
    await s.endRun('mfe-signing', run.startedAt, new Date('2026-11-25T01:00:00.000Z'));
    expect((await s.readRuns())['mfe-signing']!.endedAt).toBe('2026-11-25T01:00:00.000Z');
    // a new canary starts a new run: the old counts are not carried over
    const next = { ...run, canary: 'D', startedAt: '2026-11-25T02:00:00.000Z' };
    expect(await s.addReport('mfe-signing', next, { ...visit, version: 'D', visit: 'visit-00005' })).toBe(true);
    expect((await s.readRuns())['mfe-signing']).toMatchObject({ canary: 'D', stats: { D: { visits: 1 } } });
    await s.close();
  });

  it('tells a subscriber about a change made through another instance', async () => {
    const open = await backing();
    const [a, b] = [await open(), await open()];
    const seen: string[] = [];
    const stop = await a.subscribe((rev) => seen.push(rev));
    const { revision } = await b.transition((r) => {
      r.remotes['mfe-signing'] = entry('1.0.0-b');
    });
    await expect.poll(() => seen, { timeout: 2000, interval: 20 }).toContain(revision);
    await stop();
    await Promise.all([a.close(), b.close()]);
  });
}

function fakeBuild(text: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe_signing"}');
  writeFileSync(join(dist, 'static/js/app.js'), text);
  return dist;
}

export function filesStoreContract(open: () => Promise<FilesStore>): void {
  it('stores a version whole and never overwrites it', async () => {
    const f = await open();
    expect(await f.exists('mfe-signing', '1.0.0-a')).toBe(false);
    expect(await f.list('mfe-signing', '1.0.0-a')).toEqual([]);
    const extra = { 'integrity.json': Buffer.from('{"files":{}}'), 'integrity.json.br': Buffer.from('br') };
    expect(await f.putVersion('mfe-signing', '1.0.0-a', { dir: fakeBuild('first'), extra })).toEqual({
      reused: false,
    });
    expect(await f.exists('mfe-signing', '1.0.0-a')).toBe(true);
    expect(await f.list('mfe-signing', '1.0.0-a')).toEqual([
      'integrity.json',
      'integrity.json.br',
      'mf-manifest.json',
      'static/js/app.js',
    ]);
    expect(await f.putVersion('mfe-signing', '1.0.0-a', { dir: fakeBuild('second'), extra })).toEqual({
      reused: true,
    });
    expect((await f.get('mfe-signing', '1.0.0-a', 'static/js/app.js'))?.toString()).toBe('first');
    expect(await f.get('mfe-signing', '1.0.0-a', 'nothing.js')).toBeNull();
    expect(await f.get('mfe-signing', '1.0.0-a', '../../x')).toBeNull();
    const dir = await f.localDir('mfe-signing', '1.0.0-a');
    expect(dir).toBeTruthy();
    expect(await f.localDir('mfe-signing', '9.9.9-z')).toBeNull();
  });
}
