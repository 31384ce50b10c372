import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../lib/remotes.mjs';
import { CliError, remoteProgram, runProgram, type RemoteCommands } from './program';

const COMMANDS = ['deploy', 'promote', 'canary', 'rollback', 'list', 'check-shell', 'add-area', 'new'] as const;

/** The parsing layer alone: fake commands record their call, output is captured, nothing exits. */
async function run(...argv: string[]) {
  const calls: Array<[string, unknown[]]> = [];
  const fake = new Proxy({} as RemoteCommands, {
    get:
      (_t, name: string) =>
      async (...args: unknown[]) =>
        void calls.push([name, args]),
  });
  let out = '';
  let err = '';
  const io = { out: (s: string) => void (out += s), err: (s: string) => void (err += s) };
  const explain = (e: unknown) => (e instanceof CliError ? e.message : `bug: ${String(e)}`);
  const code = await runProgram(remoteProgram(fake, io), argv, explain, io);
  return { code, out, err, calls };
}

describe('pnpm remote: parsing, help and exit codes', () => {
  it('alone lists every command and exits 1, like any call that does nothing', async () => {
    const r = await run();
    expect(r.code).toBe(1);
    for (const c of COMMANDS) expect(r.err).toMatch(new RegExp(`^  ${c} `, 'm'));
    expect(r.calls).toEqual([]);
  });

  it.each(COMMANDS)('%s --help: usage, options and examples on stdout, exit 0, nothing run', async (c) => {
    const r = await run(c, '--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Usage: pnpm remote ${c} `);
    expect(r.out).toMatch(new RegExp(`Examples:\\n  \\$ pnpm remote ${c} `));
    expect(r.calls).toEqual([]);
  });

  it('an unknown option, an unknown command, a missing argument: one ✖ line, the help hint, exit 1', async () => {
    const opt = await run('deploy', 'mfe-signing', '--nope');
    expect(opt).toMatchObject({ code: 1, calls: [] });
    expect(opt.err).toBe("✖ unknown option '--nope'\n  (pnpm remote deploy --help: usage and examples)\n");
    expect((await run('nope')).err).toMatch(/^✖ unknown command 'nope'\n/);
    expect((await run('rollback')).err).toMatch(/^✖ missing required argument 'remote'\n/);
    expect((await run('rollback', 'a', 'b')).code).toBe(1);
    expect((await run('new', 'funds')).err).toMatch(/^✖ required option '--area <prefix>' not specified/);
    expect((await run('check-shell')).code).toBe(1);
  });

  it('usage refusals of today keep their ✖ lines (exit 1, no command run)', async () => {
    const cases: Array<[string[], string]> = [
      [['deploy'], 'usage: pnpm remote deploy <remote…> | --all'],
      [['deploy', 'a', 'b', '--stage'], '--stage and --canary take one remote'],
      [['deploy', '--all', '--canary', '5'], '--stage and --canary take one remote'],
      [['deploy', 'a', '--stage', '--canary', '5'], '--stage or --canary, not both'],
      [['add-area', 'a', 'p', '--menu-uk', 'Фонди'], 'a menu entry needs both titles'],
      [['new', 'funds', '--area', 'funds', '--menu-en', 'Funds'], 'a menu entry needs both titles'],
    ];
    for (const [argv, line] of cases) {
      const r = await run(...argv);
      expect(r, argv.join(' ')).toMatchObject({ code: 1, calls: [] });
      expect(r.err.slice(0, line.length + 2)).toBe(`✖ ${line}`);
    }
  });

  it('a refusal inside a command is its ✖ line and exit 1; anything else goes through explain', async () => {
    const io = { out: vi.fn(), err: vi.fn() };
    const failing = {
      list: async () => {
        throw new CliError('registry unreadable');
      },
    } as unknown as RemoteCommands;
    const explain = (e: unknown) => (e as Error).message;
    expect(await runProgram(remoteProgram(failing, io), ['list'], explain, io)).toBe(1);
    expect(io.err).toHaveBeenCalledWith('✖ registry unreadable\n');
  });

  it('hands each command its arguments parsed', async () => {
    expect((await run('deploy', 'mfe-a', 'mfe-b', '--no-build', '--out', 'x', '--shell-build', 's')).calls).toEqual([
      [
        'deploy',
        [['mfe-a', 'mfe-b'], { build: false, out: 'x', shellBuild: 's', stage: undefined, canary: undefined }],
      ],
    ]);
    expect((await run('deploy', '--all')).calls[0]?.[1]?.[0]).toBe('all');
    expect((await run('deploy', 'mfe-a', '--canary', '25')).calls[0]?.[1]?.[1]).toMatchObject({ canary: 25 });
    expect((await run('promote', 'mfe-a', '1.0.0', '--canary', '5')).calls).toEqual([
      ['promote', ['mfe-a', '1.0.0', { canary: 5 }]],
    ]);
    // the bench passes --shell-build to every command it runs
    expect((await run('canary', 'mfe-a', 'set', '50', '--shell-build', 'shell/dist')).calls).toEqual([
      ['canary', ['mfe-a', 'set', '50']],
    ]);
    expect((await run('rollback', 'mfe-a', '--to', '1.0.0')).calls).toEqual([['rollback', ['mfe-a', { to: '1.0.0' }]]]);
    expect((await run('check-shell', '--shell-build', 'd')).calls).toEqual([['checkShell', ['d']]]);
    expect((await run('add-area', 'mfe-a', '/funds/*', '--cabinet', '--menu-uk', 'Ф', '--menu-en', 'F')).calls).toEqual(
      [['addArea', ['mfe-a', 'funds', { cabinet: true, menu: { uk: 'Ф', en: 'F' } }]]],
    );
    expect((await run('new', 'funds', '--area', 'funds', '--public', '--port', '4310', '--no-install')).calls).toEqual([
      ['newRemote', ['funds', { area: 'funds', cabinet: false, port: 4310, install: false }]],
    ]);
  });
});

describe('scripts/remote/cli.ts as pnpm runs it', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/remote/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  // one process each (tsx loads the commands' whole graph): a few seconds on a busy machine
  it('new --help answers with its usage (it used to say "Unknown option"), exit 0', { timeout: 60_000 }, () => {
    const r = cli('new', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: pnpm remote new [options] <name>');
  });

  it('an unknown remote: exit 1 with its ✖ line', { timeout: 60_000 }, () => {
    expect(cli('rollback', 'mfe-nope')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^✖ unknown remote "mfe-nope"/),
    });
  });
});
