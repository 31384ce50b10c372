/**
 * The argument-parsing layer of `pnpm remote` (commander): commands, options, help with examples, usage
 * errors. What a command does lives in cli.ts and the files beside it; this file only turns argv into a
 * call of one of `RemoteCommands` — so a change to a command's internals never touches parsing.
 *
 * commander, not cac or citty: the most used of the three (zero dependencies, typed, maintained since
 * 2011), `--help` per command and the bare command's list come built in, and `exitOverride` plus
 * `configureOutput` keep our exit codes and `✖` lines without a fork of its error handling.
 */
import { Command, CommanderError, Option } from 'commander';
import { EXAMPLES } from './program-help';

/** A wrong invocation or a refusal: printed as one `✖` line, exit code 1. */
export class CliError extends Error {}

type Menu = { uk: string; en: string };
export interface RemoteCommands {
  deploy(
    remotes: string[] | 'all',
    o: { build: boolean; out?: string; shellBuild?: string; stage?: boolean; canary?: number },
  ): Promise<void>;
  promote(remote: string, version: string, o: { canary?: number; shellBuild?: string }): Promise<void>;
  canary(remote: string, action: string, percent: string | undefined): Promise<void>;
  rollback(remote: string, o: { to?: string; shellBuild?: string }): Promise<void>;
  list(): Promise<void>;
  checkShell(shellBuild: string): Promise<void>;
  addArea(remote: string, prefix: string, o: { cabinet: boolean; menu?: Menu }): Promise<void>;
  newRemote(
    name: string,
    o: { area: string; cabinet: boolean; port?: number; menu?: Menu; install: boolean },
  ): Promise<void>;
}

export type Io = { out: (s: string) => void; err: (s: string) => void };
const stdio: Io = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };

const shellBuildOption = () =>
  new Option('--shell-build <dir>', "gate against this shell build's contract.json instead of the live shell's");
const canaryOption = () => new Option('--canary <percent>', 'live for this share of browsers only').argParser(Number);

/** Both titles or neither: a menu entry is shown in both languages. */
function menuOf(o: { menuUk?: string; menuEn?: string }): { menu?: Menu } {
  if (Boolean(o.menuUk) !== Boolean(o.menuEn))
    throw new CliError('a menu entry needs both titles: --menu-uk and --menu-en');
  return o.menuUk && o.menuEn ? { menu: { uk: o.menuUk, en: o.menuEn } } : {};
}
const menuOptions = (c: Command) =>
  c
    .option('--menu-uk <title>', 'cabinet menu entry, Ukrainian')
    .option('--menu-en <title>', 'cabinet menu entry, English');

export function remoteProgram(run: RemoteCommands, io: Io = stdio): Command {
  const program = new Command('pnpm remote')
    .description('Deploy, roll back and inspect the remotes (docs/delivery.md)')
    .usage('<command> [options]')
    .exitOverride()
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (message, write) => write(`✖ ${message.replace(/^error: /, '')}`),
    })
    .showHelpAfterError('  (pnpm remote --help: the commands)')
    .addHelpText('after', '\nEach command: pnpm remote <command> --help (its options and examples).\n');
  const examples = (c: Command, name: keyof typeof EXAMPLES) =>
    c.addHelpText('after', EXAMPLES[name]).showHelpAfterError(`  (pnpm remote ${name} --help: usage and examples)`);

  const deploy = program
    .command('deploy')
    .description('build, publish to <cdn>/<remote>/<version>/ and make live (or staged, or a canary)')
    .argument('[remotes...]', 'remotes to deploy (mfe-*)')
    .option('--all', 'every remote of the workspace')
    .option('--no-build', 'publish the existing build')
    .option('--out <dir>', 'build into <dir>/<remote> instead of <remote>/dist')
    .option('--stage', 'publish only: live stays (QA overrides it)')
    .addOption(canaryOption())
    .addOption(shellBuildOption())
    .action(async (remotes: string[], o) => {
      const keys = o.all ? 'all' : remotes;
      if (!keys.length)
        throw new CliError(
          'usage: pnpm remote deploy <remote…> | --all [--no-build] [--out <dir>] [--stage | --canary <percent>]',
        );
      if ((o.stage || o.canary !== undefined) && (keys === 'all' || keys.length !== 1))
        throw new CliError('--stage and --canary take one remote');
      if (o.stage && o.canary !== undefined) throw new CliError('--stage or --canary, not both');
      await run.deploy(keys, {
        build: o.build,
        out: o.out,
        shellBuild: o.shellBuild,
        stage: o.stage,
        canary: o.canary,
      });
    });
  examples(deploy, 'deploy');

  examples(
    program
      .command('promote')
      .description('make a published version live (for everyone, or a canary share)')
      .argument('<remote>')
      .argument('<version>')
      .addOption(canaryOption())
      .addOption(shellBuildOption())
      .action((remote: string, version: string, o) => run.promote(remote, version, o)),
    'promote',
  );

  examples(
    program
      .command('canary')
      .description('the running canary: status, promote, abort, or set its share')
      .argument('<remote>')
      .argument('<action>', 'status | promote | abort | set')
      .argument('[percent]', 'the new share, for set')
      .addOption(shellBuildOption().hideHelp()) // accepted like on every command that may gate (bench passes it)
      .action((remote: string, action: string, percent: string | undefined) => run.canary(remote, action, percent)),
    'canary',
  );

  examples(
    program
      .command('rollback')
      .description('point live back to an earlier version (no build)')
      .argument('<remote>')
      .option('--to <version>', 'this version instead of the previous one')
      .addOption(shellBuildOption())
      .action((remote: string, o) => run.rollback(remote, o)),
    'rollback',
  );

  examples(
    program
      .command('list')
      .description('live, canary, staged, last decision and history per remote')
      .action(() => run.list()),
    'list',
  );

  examples(
    program
      .command('check-shell')
      .description('before a shell goes live: which live remotes it could not run')
      .addOption(shellBuildOption().makeOptionMandatory())
      .action((o: { shellBuild: string }) => run.checkShell(o.shellBuild)),
    'check-shell',
  );

  const addArea = program
    .command('add-area')
    .description("publish (or move) a deployed remote's area: live on the next page load")
    .argument('<remote>')
    .argument('<prefix>', 'path prefix under /{lang}/, e.g. funds')
    .option('--cabinet', 'a cabinet area (cabinet layout, signed-in only)');
  menuOptions(addArea).action((remote: string, prefix: string, o) =>
    // `documents/*` or `/documents` mean `documents`
    run.addArea(remote, prefix.replace(/^\/+|\/\*?$/g, ''), { cabinet: Boolean(o.cabinet), ...menuOf(o) }),
  );
  examples(addArea, 'add-area');

  const scaffold = program
    .command('new')
    .description('scaffold a new remote mfe-<name> (package, area, first page, tests, locales)')
    .argument('<name>', 'the remote is mfe-<name>')
    .requiredOption('--area <prefix>', "the remote's path prefix under /{lang}/")
    .option('--public', 'a public area (default: cabinet)')
    .option('--port <n>', 'dev server port (default: the next free one)', Number);
  menuOptions(scaffold)
    .option('--no-install', 'do not run pnpm install afterwards')
    .action((name: string, o) =>
      run.newRemote(name, { area: o.area, cabinet: !o.public, port: o.port, install: o.install, ...menuOf(o) }),
    );
  examples(scaffold, 'new');
  return program;
}

/**
 * Runs the program: the exit code (0 done or help asked, 1 refused or wrong usage). Errors `explain`
 * knows print as one `✖` line; commander's own (unknown option, missing argument) print the same way.
 */
export async function runProgram(
  program: Command,
  argv: string[],
  explain: (err: unknown) => string,
  io: Io = stdio,
): Promise<number> {
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode; // commander printed it already
    io.err(`✖ ${explain(err)}\n`);
    return 1;
  }
}
