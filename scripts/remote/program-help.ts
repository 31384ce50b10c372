/** The examples under each command's `--help` (program.ts): what a person types most often. */
const block = (lines: Array<[string, string]>) => {
  const width = Math.max(...lines.map(([cmd]) => cmd.length));
  return `\nExamples:\n${lines.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}  # ${what}`).join('\n')}\n`;
};

export const EXAMPLES = {
  deploy: block([
    ['pnpm remote deploy mfe-funds', 'build, publish, make live'],
    ['pnpm remote deploy --all --no-build', 'publish every existing build'],
    ['pnpm remote deploy mfe-funds --stage', 'publish only: QA overrides it'],
    ['pnpm remote deploy mfe-funds --canary 10', 'live for 10 % of browsers'],
    ['pnpm remote deploy --all --shell-build shell/dist', 'first release, with that shell'],
  ]),
  promote: block([
    ['pnpm remote promote mfe-funds 1.0.0-20260101.1', 'that version live for everyone'],
    ['pnpm remote promote mfe-funds 1.0.0-20260101.1 --canary 5', '… for 5 % of browsers'],
  ]),
  canary: block([
    ['pnpm remote canary mfe-funds status', 'visits, failure rates, p75 vitals'],
    ['pnpm remote canary mfe-funds set 50', 'a larger share'],
    ['pnpm remote canary mfe-funds promote', 'live for everyone'],
    ['pnpm remote canary mfe-funds abort', 'everyone back on stable'],
  ]),
  rollback: block([
    ['pnpm remote rollback mfe-funds', 'the previous version'],
    ['pnpm remote rollback mfe-funds --to 1.0.0-20260101.1', 'a given one'],
  ]),
  list: block([['pnpm remote list', 'every remote: live, canary, staged, history']]),
  'check-shell': block([['pnpm remote check-shell --shell-build shell/dist', 'live remotes that shell could not run']]),
  'add-area': block([
    [
      'pnpm remote add-area mfe-funds funds --cabinet --menu-uk Фонди --menu-en Funds',
      'a cabinet page with a menu entry',
    ],
    ['pnpm remote add-area mfe-offers offers', 'a public area'],
  ]),
  new: block([
    ['pnpm remote new funds --area funds --menu-uk Фонди --menu-en Funds', 'mfe-funds/, a cabinet area'],
    ['pnpm remote new offers --area offers --public --port 4310', 'a public area, its dev port'],
  ]),
};
