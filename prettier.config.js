/**
 * The formatter (`pnpm format`, `pnpm format:check`), set to the style the code was written in: single
 * quotes, semicolons, trailing commas, parenthesised arrow parameters, double quotes in JSX, two spaces.
 * Lines up to 120 characters: most of the code was kept under it by hand (90 % of lines are under 102
 * characters), and the few hundred longer ones are what the formatter is for.
 */
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: true,
  jsxSingleQuote: false,
  quoteProps: 'as-needed',
  trailingComma: 'all',
  bracketSpacing: true,
  bracketSameLine: false,
  arrowParens: 'always',
  endOfLine: 'lf',
  // prose in Markdown keeps its hand-made line breaks
  proseWrap: 'preserve',
};
