// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/env';
import { builtContractMajor, missingLeanExports, missingSharedExports } from './contract-gate';

/** A built remote as rsbuild lays it out: the manifest names the expose chunk, which carries `meta`. */
function fakeRemote(
  dir: string,
  opts: {
    code: number;
    recorded: number;
    minified?: boolean;
    text?: string;
    leanImports?: Record<string, string[]>;
    mf?: { mfParts: string } | { mfRuntime: 'own'; mfVersion: string };
    entry?: string;
    sharedImports?: Record<string, string[]>;
  },
): string {
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
  writeFileSync(join(dir, 'static/js/mfe_signing.js'), opts.entry ?? 'var mfe_signing;');
  const meta =
    opts.minified === false
      ? `export const meta = {\n  name: "mfe_signing",\n  contractMajor: ${opts.code},\n  buildLabel: ""\n};`
      : `t.d(n,{},{meta:{name:"mfe_signing",contractMajor:${opts.code},buildLabel:""}})`;
  writeFileSync(
    join(dir, chunk),
    opts.text ?? `(self.chunk_mfe_signing=self.chunk_mfe_signing||[]).push([[1],{X(e,n,t){${meta}}}]);`,
  );
  writeFileSync(
    join(dir, 'build-info.json'),
    JSON.stringify({
      name: 'mfe_signing',
      packageVersion: '1.0.0',
      contractMajor: opts.recorded,
      buildLabel: '',
      leanImports: opts.leanImports,
      sharedImports: opts.sharedImports,
      ...opts.mf,
    }),
  );
  return dir;
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'contract-gate-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the contract major is read from the built code', () => {
  const cases: Array<[string, Parameters<typeof fakeRemote>[1], number | RegExp]> = [
    ['minified meta', { code: 1, recorded: 1 }, 1],
    ['unminified meta', { code: 3, recorded: 3, minified: false }, 3],
    ['the code says 2 although build-info says 1', { code: 2, recorded: 1 }, 2],
    ['no meta at all', { code: 1, recorded: 1, text: 'console.log(1)' }, /cannot read the contract major/],
    [
      'meta of another container only',
      { code: 1, recorded: 1, text: 'x={meta:{name:"mfe_other",contractMajor:1}}' },
      /cannot read the contract major/,
    ],
    [
      'two different majors',
      {
        code: 1,
        recorded: 1,
        text: 'a={meta:{name:"mfe_signing",contractMajor:1}};b={meta:{name:"mfe_signing",contractMajor:2}}',
      },
      /several contract majors/,
    ],
  ];
  it.each(cases)('%s', async (name, opts, expected) => {
    const dist = fakeRemote(join(root, 'unit', name.replace(/\W+/g, '-')), opts);
    if (typeof expected === 'number') await expect(builtContractMajor(dist, 'mfe_signing')).resolves.toBe(expected);
    else await expect(builtContractMajor(dist, 'mfe_signing')).rejects.toThrow(expected);
  });

  it('a manifest pointing outside the build is refused', async () => {
    const dist = join(root, 'unit', 'escape');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ exposes: [{ path: './app', assets: { js: { sync: ['../../etc/passwd'] } } }] }),
    );
    await expect(builtContractMajor(dist, 'mfe_signing')).rejects.toThrow(/outside the build/);
  });
});

/**
 * The deploy CLI end to end (a child process, as ops run it): the gate compares with the contract the
 * LIVE shell publishes, not with a shell build on the deploying machine, and trusts only the built code.
 */
describe('remote deploy / rollback: the gate', () => {
  let shell: Server;
  let shellUrl: string;
  let liveMajor = 1;
  let liveLean: Record<string, string[]> | undefined;
  let liveMf: string | undefined;
  let liveShared: Record<string, string[]> | undefined;
  beforeAll(async () => {
    shell = createServer((req, res) => {
      if (req.url !== '/contract.json') return void res.writeHead(404).end();
      const contract = {
        schema: 1,
        contractMajor: liveMajor,
        sharedVersion: `${liveMajor}.0.0`,
        leanExports: liveLean,
        mfParts: liveMf,
        sharedExports: liveShared,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(contract));
    });
    await new Promise<void>((r) => shell.listen(0, '127.0.0.1', r));
    shellUrl = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => shell.close(r)));

  // async: the fake live shell answers from this process, so its event loop must keep running
  async function cli(args: string[], env: NodeJS.ProcessEnv) {
    const cdn = join(root, 'cdn');
    // a local shell build that speaks 1 — what the old gate compared with
    const shellDist = join(root, 'shell-dist');
    mkdirSync(shellDist, { recursive: true });
    writeFileSync(
      join(shellDist, 'build-info.json'),
      JSON.stringify({ name: 'shell', packageVersion: '1.0.0', contractMajor: 1, buildLabel: '' }),
    );
    writeFileSync(
      join(shellDist, 'contract.json'),
      JSON.stringify({ schema: 1, contractMajor: 1, sharedVersion: '1.0.0' }),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/remote/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, CDN_DIR: cdn, SHELL_DIST: shellDist, SHELL_URL: shellUrl, ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const status = await new Promise<number | null>((r) => child.on('close', r));
    return { status, out, cdn, shellDist };
  }
  const registryOf = (cdn: string) =>
    JSON.parse(readFileSync(join(cdn, 'registry.json'), 'utf8')) as {
      remotes: Record<string, { live: string; history: Array<{ contractMajor: number }> }>;
    };

  it('a remote for 1 is refused while the LIVE shell speaks 2, although the local shell build speaks 1', async () => {
    liveMajor = 2;
    fakeRemote(join(root, 'a', 'mfe-signing'), { code: 1, recorded: 1 });
    const r = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'a')], {});
    expect(r.status, r.out).toBe(1);
    expect(r.out).toMatch(/built against shared contract major 1, the live shell speaks 2: refused/);
  });

  it('a build whose build-info.json claims 1 while its code says 2 is refused', async () => {
    liveMajor = 1;
    fakeRemote(join(root, 'b', 'mfe-signing'), { code: 2, recorded: 1 });
    const r = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'b')], {});
    expect(r.status, r.out).toBe(1);
    expect(r.out).toMatch(/build-info\.json says contract major 1, the built code says 2: refused/);
  });

  it("a remote needing an export the live shell's lean libraries lack is refused; within them it is deployed", async () => {
    liveMajor = 1;
    liveLean = { 'react-router-dom': ['useNavigate', 'useParams'], zod: ['z.object', 'z.string'] };
    fakeRemote(join(root, 'l1', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      leanImports: { 'react-router-dom': ['useBlocker', 'useNavigate'], zod: ['z.object'] },
    });
    const refused = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'l1')], {});
    expect(refused.status, refused.out).toBe(1);
    expect(refused.out).toMatch(
      /needs exports the live shell's shared libraries do not provide \(react-router-dom: useBlocker\): refused/,
    );
    fakeRemote(join(root, 'l2', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      leanImports: { 'react-router-dom': ['useNavigate'], zod: ['z.string'] },
    });
    const ok = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'l2')], {});
    liveLean = undefined;
    expect(ok.status, ok.out).toBe(0);
  });

  it("rollback to a version needing an export the live shell's lean libraries lack is refused", async () => {
    liveLean = { 'react-router-dom': ['useNavigate', 'useParams'], zod: ['z.object', 'z.string'] };
    const text = 'x={meta:{name:"mfe_signing",contractMajor:1}};/*l3*/';
    fakeRemote(join(root, 'l3', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text,
      leanImports: { 'react-router-dom': ['useParams'] },
    });
    expect((await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'l3')], {})).status).toBe(0);
    // the shell went live without useNavigate: the version before (l2) needs it
    liveLean = { 'react-router-dom': ['useParams'], zod: ['z.object', 'z.string'] };
    const r = await cli(['rollback', 'mfe-signing'], {});
    liveLean = undefined;
    expect(r.status, r.out).toBe(1);
    expect(r.out).toMatch(
      /mfe-signing \S+ needs exports the live shell's shared libraries do not provide \(react-router-dom: useNavigate\): refused/,
    );
  });

  it('a matching build is deployed and the registry records the major of the code', async () => {
    liveMajor = 1;
    fakeRemote(join(root, 'c', 'mfe-signing'), { code: 1, recorded: 1 });
    const r = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'c')], {});
    expect(r.status, r.out).toBe(0);
    expect(registryOf(r.cdn).remotes['mfe-signing']!.history[0]!.contractMajor).toBe(1);
  });

  it("a build claiming another remote's area (package.json broker.area) is refused; nothing is published", async () => {
    liveMajor = 1;
    const dist = fakeRemote(join(root, 'area', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: 'x={meta:{name:"mfe_signing",contractMajor:1}};/*area*/',
    });
    const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')) as object;
    writeFileSync(
      join(dist, 'build-info.json'),
      JSON.stringify({ ...info, area: { prefix: 'documents/signing', cabinet: true } }),
    );
    const before = registryOf(join(root, 'cdn')).remotes['mfe-signing']!;
    const folders = readdirSync(join(root, 'cdn', 'mfe-signing')).sort();
    const r = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'area')], {});
    expect(r.status, r.out).toBe(1);
    expect(r.out).toMatch(
      /mfe-signing claims area "documents\/signing" overlaps "documents", the area of mfe-cabinet-documents: refused/,
    );
    expect(registryOf(r.cdn).remotes['mfe-signing']).toEqual(before);
    // refused by the CLI before anything is uploaded (the registry write refuses it again, but only after)
    expect(readdirSync(join(r.cdn, 'mfe-signing')).sort()).toEqual(folders);
  });

  it('MF upgrades: a lean entry for another MF version is refused (deploy and rollback); one carrying its own runtime is deployed, its cost printed', async () => {
    liveMajor = 1;
    liveMf = '2.9.2';
    // a lean version on the shell's MF (and so the comparison for the own-runtime entry's cost)
    const leanEntry = 'var mfe_signing=' + JSON.stringify('lean '.repeat(20));
    fakeRemote(join(root, 'm1', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: 'x={meta:{name:"mfe_signing",contractMajor:1}};/*m1*/',
      mf: { mfParts: '2.9.2' },
      entry: leanEntry,
    });
    expect((await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'm1')], {})).status).toBe(0);

    // the shell is released with MF 2.10.0
    liveMf = '2.10.0';
    fakeRemote(join(root, 'm2', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: 'x={meta:{name:"mfe_signing",contractMajor:1}};/*m2*/',
      mf: { mfParts: '2.9.2' },
    });
    const lean = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'm2')], {});
    expect(lean.status, lean.out).toBe(1);
    expect(lean.out).toMatch(
      /mfe-signing its lean entry takes the MF bundler runtime 2\.9\.2 from the shell, the live shell provides 2\.10\.0 \(rebuild it.*\): refused/,
    );

    // random bytes: a build's own runtime does not compress away
    const ownEntry = 'var mfe_signing=' + JSON.stringify(randomBytes(3000).toString('base64'));
    fakeRemote(join(root, 'm3', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: 'x={meta:{name:"mfe_signing",contractMajor:1}};/*m3*/',
      mf: { mfRuntime: 'own', mfVersion: '2.9.2' },
      entry: ownEntry,
    });
    const own = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'm3')], {});
    expect(own.status, own.out).toBe(0);
    const [, ownKb, plusKb, leanKb, leanVersion] =
      /mfe-signing: its entry carries its own MF runtime 2\.9\.2 \(the live shell's: 2\.10\.0\): entry ([\d.]+) KB br, \+([\d.]+) KB br over its lean entry \(([\d.]+) KB br, (\S+)\)/.exec(
        own.out,
      ) ?? [];
    expect(own.out).toContain(`mfe-signing: ${leanVersion} → `);
    expect(Number(ownKb)).toBeCloseTo(brotliCompressSync(ownEntry).length / 1024, 1);
    expect(Number(leanKb)).toBeCloseTo(brotliCompressSync(leanEntry).length / 1024, 1);
    expect(Number(plusKb)).toBeCloseTo(Number(ownKb) - Number(leanKb), 0);

    // back to the lean version on 2.9.2: it could not start in this shell
    const back = await cli(['rollback', 'mfe-signing'], {});
    expect(back.status, back.out).toBe(1);
    expect(back.out).toMatch(
      /mfe-signing \S+ its lean entry takes the MF bundler runtime 2\.9\.2 from the shell, the live shell provides 2\.10\.0.*: refused/,
    );
    liveMf = undefined;
  });

  it("additive shared changes: a remote importing a @broker/shared name the live shell's copy lacks is refused on deploy and rollback", async () => {
    liveMajor = 1;
    liveShared = { contracts: ['userSchema'], routes: ['routePath'] };
    const code = (tag: string) => `x={meta:{name:"mfe_signing",contractMajor:1}};/*${tag}*/`;
    // built against a newer shared 1.x: a new schema in contracts
    fakeRemote(join(root, 's1', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: code('s1'),
      sharedImports: { contracts: ['archiveSchema', 'userSchema'], routes: ['routePath'] },
    });
    const refused = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 's1')], {});
    expect(refused.status, refused.out).toBe(1);
    expect(refused.out).toMatch(
      /mfe-signing imports what the live shell's @broker\/shared does not export \(@broker\/shared\/contracts: archiveSchema\): refused\. Release a shell built from this code first\./,
    );

    // the shell goes live with it: deployed; the previous version needs nothing more
    liveShared = { contracts: ['archiveSchema', 'userSchema'], routes: ['routePath'] };
    fakeRemote(join(root, 's0', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: code('s0'),
      sharedImports: { contracts: ['userSchema'] },
    });
    expect((await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 's0')], {})).status).toBe(0);
    const s1 = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 's1')], {});
    expect(s1.status, s1.out).toBe(0);
    const s1Version = registryOf(s1.cdn).remotes['mfe-signing']!.live;

    // a shell without the route helper goes live (a shell rolled back): going back to s0 is fine, forward to s1 not
    liveShared = { contracts: ['archiveSchema', 'userSchema'] };
    const back = await cli(['rollback', 'mfe-signing'], {});
    expect(back.status, back.out).toBe(0);
    const forward = await cli(['rollback', 'mfe-signing', '--to', s1Version], {});
    expect(forward.status, forward.out).toBe(1);
    expect(forward.out).toMatch(
      /mfe-signing \S+ imports what the live shell's @broker\/shared does not export \(@broker\/shared\/routes: routePath\): refused/,
    );
    liveShared = undefined;
  });

  it('no live shell: refused with a clear message; --shell-build names the shell that goes live with it', async () => {
    fakeRemote(join(root, 'd', 'mfe-signing'), {
      code: 1,
      recorded: 1,
      text: 'x={meta:{name:"mfe_signing",contractMajor:1}};/*d*/',
    });
    const down = await cli(['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'd')], {
      SHELL_URL: 'http://127.0.0.1:9',
    });
    expect(down.status, down.out).toBe(1);
    expect(down.out).toMatch(/the live shell does not answer at http:\/\/127\.0\.0\.1:9\/contract\.json/);
    const first = await cli(
      ['deploy', 'mfe-signing', '--no-build', '--out', join(root, 'd'), '--shell-build', down.shellDist],
      { SHELL_URL: 'http://127.0.0.1:9' },
    );
    expect(first.status, first.out).toBe(0);
  });

  it('rollback to a version for 1 is refused while the live shell speaks 2', async () => {
    liveMajor = 2;
    const r = await cli(['rollback', 'mfe-signing'], {});
    expect(r.status, r.out).toBe(1);
    expect(r.out).toMatch(/speaks contract 1, the shell 2: refused/);
    liveMajor = 1;
    expect((await cli(['rollback', 'mfe-signing'], {})).status).toBe(0);
  });
});

describe('missingSharedExports', () => {
  it.each([
    ['all exported', { contracts: ['a'] }, { contracts: ['a', 'b'] }, []],
    ['a new schema the shell lacks', { contracts: ['a', 'n'] }, { contracts: ['a'] }, ['@broker/shared/contracts: n']],
    ['an entry the shell has not', { lists: ['x'] }, { contracts: ['a'] }, ['@broker/shared/lists: x']],
    ['a shell older than the gate publishes no list', { contracts: ['a'] }, undefined, []],
  ] as const)('%s', (_label, needs, provided, expected) => {
    expect(
      missingSharedExports(
        needs as unknown as Record<string, string[]>,
        provided as unknown as Record<string, string[]> | undefined,
      ),
    ).toEqual(expected);
  });
});

describe('missingLeanExports', () => {
  it.each([
    ['all provided', { a: ['x'] }, { a: ['x', 'y'] }, []],
    ['one missing', { a: ['x', 'z'] }, { a: ['x'] }, ['a: z']],
    ['a library the shell has no facade of', { b: ['x'] }, { a: ['x'] }, ['b: x']],
    ['a shell without facades shares whole libraries', { a: ['x'] }, undefined, []],
    ['a remote that records nothing (a dev build)', undefined, { a: ['x'] }, []],
  ] as const)('%s', (_label, needs, provided, expected) => {
    expect(
      missingLeanExports(
        needs as Record<string, string[]> | undefined,
        provided as Record<string, string[]> | undefined,
      ),
    ).toEqual(expected);
  });
});
