// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/env';
import { startPostgres, startS3, type PostgresCluster, type S3Server } from '../lib/test-services';
import { s3Client } from '../delivery/stores/s3-files';
import { openStateStore, storeConfig } from '../delivery/stores/select';

/** A built remote as rsbuild lays it out (the gate reads `meta` from the chunk the manifest names). */
function fakeRemote(out: string, text: string, major = 1): string {
  const dir = join(out, 'mfe-signing');
  mkdirSync(join(dir, 'static/js/async'), { recursive: true });
  const chunk = 'static/js/async/__federation_expose_app.abc.js';
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_signing',
      metaData: { remoteEntry: { name: 'static/js/mfe_signing.js', path: '' } },
      exposes: [{ name: 'app', path: './app', assets: { js: { sync: [chunk], async: [] } } }],
    }),
  );
  writeFileSync(join(dir, 'static/js/mfe_signing.js'), `var mfe_signing; // ${text}`);
  writeFileSync(join(dir, 'static/js/mfe_signing.js.br'), 'pretend brotli');
  writeFileSync(
    join(dir, chunk),
    `(self.c=self.c||[]).push([[1],{X(e,n,t){t.d(n,{},{meta:{name:"mfe_signing",contractMajor:${major},buildLabel:""}})}}]);`,
  );
  writeFileSync(
    join(dir, 'build-info.json'),
    JSON.stringify({ name: 'mfe_signing', packageVersion: '1.0.0', contractMajor: major, buildLabel: '' }),
  );
  return out;
}

let cluster: PostgresCluster;
let s3: S3Server;
let root: string;
let shellBuild: string;
beforeAll(async () => {
  [cluster, s3] = await Promise.all([startPostgres(), startS3()]);
  root = mkdtempSync(join(tmpdir(), 'cli-backends-'));
  shellBuild = join(root, 'shell');
  mkdirSync(shellBuild);
  writeFileSync(
    join(shellBuild, 'contract.json'),
    JSON.stringify({ schema: 1, contractMajor: 1, sharedVersion: '1.0.0' }),
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([cluster?.stop(), s3?.stop()]);
});

async function cli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ status: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/remote/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, SHELL_URL: 'http://127.0.0.1:9', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const status = await new Promise<number | null>((r) => child.on('close', r));
  return { status, out };
}

const backends: Array<[string, () => Promise<NodeJS.ProcessEnv>]> = [
  ['the embedded stores (CDN_DIR)', async () => ({ CDN_DIR: mkdtempSync(join(tmpdir(), 'cdn-')) })],
  [
    'S3 (s3rver) + PostgreSQL',
    async () => ({
      ...s3.env,
      CDN_DIR: mkdtempSync(join(tmpdir(), 'cdn-unused-')),
      DELIVERY_FILES: `s3://${s3.bucket}/run-${Date.now()}/remotes`,
      DELIVERY_DATABASE_URL: await cluster.createDatabase(),
    }),
  ],
];

describe.each(backends)('every pnpm remote command on %s', (name, makeEnv) => {
  it('deploy, --stage, promote, rollback, --canary, canary set/status/abort, add-area, list, check-shell: same results, same gates', async () => {
    const env = await makeEnv();
    const sb = ['--shell-build', shellBuild];
    const v1 = fakeRemote(join(root, name, '1'), 'one');
    const v2 = fakeRemote(join(root, name, '2'), 'two');
    const v3 = fakeRemote(join(root, name, '3'), 'three');
    const other = fakeRemote(join(root, name, 'x'), 'other major', 2);
    const ok = async (...args: string[]) => {
      const r = await cli(env, ...args);
      expect(r.status, `${args.join(' ')}\n${r.out}`).toBe(0);
      return r.out;
    };
    const refused = async (pattern: RegExp, ...args: string[]) => {
      const r = await cli(env, ...args);
      expect(r.status, r.out).toBe(1);
      expect(r.out.trim().split('\n'), r.out).toHaveLength(1); // one line, nothing else
      expect(r.out).toMatch(/^✖ /);
      expect(r.out).toMatch(pattern);
    };
    const first = (await ok('deploy', 'mfe-signing', '--no-build', '--out', v1, ...sb)).match(/→ (\S+)/)![1]!;
    expect(await ok('deploy', 'mfe-signing', '--no-build', '--out', v1, ...sb)).toMatch(/already published, reused/);
    const second = (await ok('deploy', 'mfe-signing', '--stage', '--no-build', '--out', v2, ...sb)).match(
      /: (\S+) staged/,
    )![1]!;
    await refused(
      /built against shared contract major 2, the live shell speaks 1: refused/,
      'deploy',
      'mfe-signing',
      '--no-build',
      '--out',
      other,
      ...sb,
    );
    expect(await ok('promote', 'mfe-signing', second, ...sb)).toMatch(`${first} → ${second} (promote)`);
    expect(await ok('rollback', 'mfe-signing', ...sb)).toMatch(`${second} → ${first} (rollback)`);
    await refused(/has no good version before/, 'rollback', 'mfe-signing', ...sb);
    const third = (await ok('deploy', 'mfe-signing', '--canary', '10', '--no-build', '--out', v3, ...sb)).match(
      /canary (\S+) for 10 %/,
    )![1]!;
    await refused(/has a canary of .* running/, 'deploy', 'mfe-signing', '--no-build', '--out', v2, ...sb);
    expect(await ok('canary', 'mfe-signing', 'set', '20')).toMatch(`canary ${third} now at 20 %`);
    expect(await ok('canary', 'mfe-signing', 'status')).toMatch(`canary ${third} at 20 %, stable ${first}`);
    expect(await ok('canary', 'mfe-signing', 'abort')).toMatch(`canary ${third} aborted, everyone on ${first}`);
    await refused(/claims/, 'add-area', 'mfe-signing', 'accounts');
    expect(await ok('add-area', 'mfe-signing', 'document-sign')).toMatch('area /{lang}/document-sign/* published');
    const list = await ok('list');
    expect(list).toMatch(`mfe-signing: live ${first}`);
    expect(list).toMatch(new RegExp(`${third}.*withdrawn`));
    expect(list).toMatch(`last decision: abort ${third} by human`);
    expect(await ok('check-shell', ...sb)).toMatch(`mfe-signing ${first} (live): runs`);

    const state = await openStateStore(storeConfig(env).state);
    const { registry } = await state.readRegistry();
    expect(registry.remotes['mfe-signing']).toMatchObject({ live: first, area: { prefix: 'document-sign' } });
    // one log row per change that was made, in its order; a refusal writes none
    expect((await state.readLog()).map((r) => r.line)).toEqual(
      [
        `(none) → ${first} deployed`,
        `${first} → ${first} deployed`, // published again: reused, and live again
        `${second} staged`,
        `${second} promoted (was ${first}) by a person`,
        `${second} → ${first} rolled back by a person`,
        `${third} staged`,
        `canary ${third} started at 10 %`,
        `canary ${third} now at 20 % by a person`,
        `canary ${third} aborted, everyone on ${first} by a person`,
        'area /{lang}/document-sign/* published',
      ].map((line) => `mfe-signing ${line}`),
    );
    expect((await state.readDecisions('mfe-signing')).map((d) => d.decision?.action)).toEqual(['abort']);
    await state.close();
    if (env.DELIVERY_FILES) {
      expect(readdirSync(env.CDN_DIR!)).toEqual([]); // nothing of it on the deploying machine's disk
    } else {
      expect(existsSync(join(env.CDN_DIR!, 'mfe-signing', first, 'integrity.json'))).toBe(true);
    }
  }, 300_000);
});

describe('faults during a deploy (S3 + PostgreSQL): one ✖ line, registry unchanged', () => {
  let env: NodeJS.ProcessEnv;
  let live = '';
  const registryNow = async () => {
    const state = await openStateStore(storeConfig(env).state);
    const r = await state.readRegistry();
    await state.close();
    return r;
  };
  beforeAll(async () => {
    env = {
      ...s3.env,
      CDN_DIR: mkdtempSync(join(tmpdir(), 'cdn-unused-')),
      DELIVERY_FILES: `s3://${s3.bucket}/faults/remotes`,
      DELIVERY_DATABASE_URL: await cluster.createDatabase(),
    };
    const r = await cli(
      env,
      'deploy',
      'mfe-signing',
      '--no-build',
      '--out',
      fakeRemote(join(root, 'f1'), 'f1'),
      '--shell-build',
      shellBuild,
    );
    expect(r.status, r.out).toBe(0);
    live = r.out.match(/→ (\S+)/)![1]!;
  }, 60_000);

  const deployNew = (extra: NodeJS.ProcessEnv, text: string) =>
    cli(
      { ...env, ...extra },
      'deploy',
      'mfe-signing',
      '--no-build',
      '--out',
      fakeRemote(join(root, text), text),
      '--shell-build',
      shellBuild,
    );

  const oneLine = (out: string, pattern: RegExp) => {
    expect(out.trim().split('\n'), out).toHaveLength(1);
    expect(out).toMatch(/^✖ /);
    expect(out).toMatch(pattern);
  };

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    [
      'the object store unreachable',
      { AWS_ENDPOINT_URL: 'http://127.0.0.1:9' },
      /object store s3:\/\/delivery\/faults\/remotes cannot be reached/,
    ],
    ['object store credentials wrong', { AWS_ACCESS_KEY_ID: 'NOT-A-KEY' }, /object store .* refused the credentials/],
    [
      'the database unreachable',
      { DELIVERY_DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing' },
      /state database at postgres:\/\/postgres@127\.0\.0\.1:9\/nothing cannot be reached/,
    ],
    [
      'a database login refused',
      { DELIVERY_DATABASE_URL: 'a role the cluster does not know' }, // set in the test: the cluster's URL
      /state database at postgres:\/\/intruder@127\.0\.0\.1:\d+\/test_\w+ refused the login/,
    ],
  ])(
    '%s',
    async (_name, extra, pattern) => {
      const before = await registryNow();
      if (extra.DELIVERY_DATABASE_URL?.startsWith('a role'))
        extra = { DELIVERY_DATABASE_URL: env.DELIVERY_DATABASE_URL!.replace('postgres@', 'intruder:secret@') };
      const r = await deployNew(extra, `fault-${_name.replace(/\W+/g, '-')}`);
      expect(r.status, r.out).toBe(1);
      oneLine(r.out, pattern);
      expect(r.out).not.toMatch(/secret/); // a password in the URL is never printed
      expect(await registryNow()).toEqual(before);
    },
    60_000,
  );

  it('the database stopped (a restart during the deploy): refused, the registry as before', async () => {
    const before = await registryNow();
    cluster.pause();
    try {
      const r = await deployNew({}, 'fault-db-stopped');
      expect(r.status, r.out).toBe(1);
      oneLine(r.out, /state database .* cannot be reached/);
    } finally {
      cluster.start();
    }
    expect(await registryNow()).toEqual(before);
  }, 60_000);

  it("a version's files deleted from the store: never made live again (refused with the reason)", async () => {
    const second = await deployNew({}, 'f2');
    expect(second.status, second.out).toBe(0);
    const client = s3Client(s3.env);
    const prefix = `faults/remotes/mfe-signing/${live}/`;
    const objects = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    await client.send(
      new DeleteObjectsCommand({
        Bucket: s3.bucket,
        Delete: { Objects: objects.Contents!.map((o) => ({ Key: o.Key! })) },
      }),
    );
    client.destroy();
    const before = await registryNow();
    const r = await cli(env, 'rollback', 'mfe-signing', '--shell-build', shellBuild);
    expect(r.status, r.out).toBe(1);
    oneLine(r.out, new RegExp(`${live}: its files are not in s3://delivery/faults/remotes \\(deleted\\?\\): refused`));
    expect(await registryNow()).toEqual(before);
  }, 60_000);
});
