/** The examples under each command's `--help` (program.ts): what a person types most often. */
const block = (lines: Array<[string, string]>) => {
  const width = Math.max(...lines.map(([cmd]) => cmd.length));
  return `\nExamples:\n${lines.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}  # ${what}`).join('\n')}\n`;
};

export const EXAMPLES = {
  deploy: block([
    ['pnpm remote deploy mfe-signing', 'build, publish, make live'],
    ['pnpm remote deploy --all --no-build', 'publish every existing build'],
    ['pnpm remote deploy mfe-signing --stage', 'publish only: QA overrides it'],
    ['pnpm remote deploy mfe-signing --canary 10', 'live for 10 % of browsers'],
    ['pnpm remote deploy --all --shell-build shell/dist', 'first release, with that shell'],
  ]),
  promote: block([
    ['pnpm remote promote mfe-signing 1.0.0-20260101.1', 'that version live for everyone'],
    ['pnpm remote promote mfe-signing 1.0.0-20260101.1 --canary 5', '… for 5 % of browsers'],
  ]),
  canary: block([
    ['pnpm remote canary mfe-signing status', 'visits, failure rates, p75 vitals'],
    ['pnpm remote canary mfe-signing set 50', 'a larger share'],
    ['pnpm remote canary mfe-signing promote', 'live for everyone'],
    ['pnpm remote canary mfe-signing abort', 'everyone back on stable'],
  ]),
  rollback: block([
    ['pnpm remote rollback mfe-signing', 'the previous version'],
    ['pnpm remote rollback mfe-signing --to 1.0.0-20260101.1', 'a given one'],
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
