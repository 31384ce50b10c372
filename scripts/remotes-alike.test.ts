// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, namespaceOf } from '@broker/shared/routes';
import { ROOT, remoteKeys } from './lib/remotes.mjs';

/**
 * Issue 27 item 5: the five remotes look as if one team wrote them. What lint cannot say is checked
 * here by reading the sources (the lazy idiom is a lint rule: eslint.config.js, lint-boundaries.test.ts).
 */
const TEST_FILE = /(\.test(-d)?\.tsx?$)|(\/(test|test-utils)\/)|(\/test-[^/]*\.tsx?$)/;

function sourceFiles(dir: string, ext = /\.tsx?$/): string[] {
  return (readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => ext.test(f) && !f.includes('node_modules'))
    .map((f) => `${dir}/${f}`)
    .filter((f) => !TEST_FILE.test(`/${f}`));
}

const REMOTE_SOURCES = remoteKeys().flatMap((r) => sourceFiles(`${r}/src`));
const BROWSER_SOURCES = [...sourceFiles('shared/src'), ...sourceFiles('shell/src'), ...REMOTE_SOURCES];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A file's live-update hook, if it has one: it listens to the socket's pushes. */
function liveHookProblems(file: string, code: string): string[] {
  if (!code.includes("'socket:update'")) return [];
  const name = /\/model\/use-live-([a-z-]+)\.ts$/.exec(file)?.[1];
  if (!name) return [`${file}: a live-update hook lives in a model/ folder as use-live-<what>.ts`];
  const hook = `useLive${name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}`;
  const signature = new RegExp(`export function ${hook}\\([^]*?\\): \\{`);
  return signature.test(code) ? [] : [`${file}: exports ${hook}(…): { … } (named results, one shape for all)`];
}

/** `export const NAME =` declared in more than one browser file: a fact written twice. */
function twiceDeclared(files: ReadonlyArray<{ file: string; code: string }>): string[] {
  const where = new Map<string, string[]>();
  for (const { file, code } of files)
    for (const m of code.matchAll(/^export const ([A-Z][A-Z0-9_]+)\b/gm))
      where.set(m[1]!, [...(where.get(m[1]!) ?? []), file]);
  return [...where].filter(([, at]) => at.length > 1).map(([name, at]) => `${name}: ${at.join(', ')}`);
}

/**
 * A plain function (not a component) exported under one name from two remotes, or from a remote and
 * `shared`: a rule written twice (`maskCard` was, in accounts and onboarding). `allowed` names two
 * different things that share a name, each with why.
 */
function twiceExportedFunctions(
  files: ReadonlyArray<{ file: string; code: string }>,
  allowed: Readonly<Record<string, string>> = {},
): string[] {
  const where = new Map<string, Map<string, string>>();
  const exported =
    /^export (?:async )?function ([a-z][\w$]*)\b|^export const ([a-z][\w$]*) = (?:async )?(?:\([^)]*\)|[\w$]+) =>/gm;
  for (const { file, code } of files)
    for (const m of code.matchAll(exported)) {
      const name = (m[1] ?? m[2])!;
      // one owner per remote folder (or `shared`): a name twice inside one remote is that remote's business
      where.set(name, (where.get(name) ?? new Map()).set(file.split('/')[0]!, file));
    }
  return [...where]
    .filter(([name, owners]) => owners.size > 1 && !(name in allowed))
    .map(([name, owners]) => `${name}: ${[...owners.values()].join(', ')}`);
}

/** Same-named functions of two remotes that are two different things. */
const SAME_NAME_ALLOWED = {
  translateKnownCodes: "each remote's own list of account server codes (accounts adds the state-support card)",
};

/**
 * Stylesheets (docs/architecture.md "Stylesheets"): a remote's live in its `src/styles/`, and every class
 * and keyframes name there starts with the remote's manifest namespace and a dash (`documents-row`), so
 * no two remotes — nor a remote and the shell (`shell-`) or the shared kit — can style each other. A kit
 * class (`ui-btn`) or the router's `active` may appear only beside one of the file's own classes, so
 * a remote adjusts the kit inside its own blocks and never restyles it everywhere.
 */
const KIT = ['ui-', 'fk-', 'otp-', 'pw-'];
const FOREIGN_QUALIFIED = (cls: string) => KIT.some((k) => cls.startsWith(k)) || /^(is-[a-z-]+|active)$/.test(cls);

function cssProblems(file: string, css: string, own: readonly string[]): string[] {
  const text = css.replace(/\/\*[^]*?\*\//g, '');
  const ours = (name: string) => own.some((p) => name.startsWith(p));
  const problems: string[] = [];
  for (const m of text.matchAll(/@keyframes\s+([\w-]+)/g))
    if (!ours(m[1]!)) problems.push(`${file}: keyframes ${m[1]} does not start with ${own.join(' or ')}`);
  for (const m of text.matchAll(/([^{}]+)\{/g)) {
    const prelude = m[1]!.trim();
    if (prelude.startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const classes = [...selector.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((c) => c[1]!);
      for (const cls of classes.filter((c) => !ours(c)))
        if (!FOREIGN_QUALIFIED(cls) || !classes.some(ours))
          problems.push(
            `${file}: .${cls} in "${selector.trim()}" is not ${own.join(' / ')}… (nor a kit class beside one)`,
          );
    }
  }
  return problems;
}

/** The class names a component file writes: `className` values and `const classes = [...]` lists. */
function classNamesIn(code: string): string[] {
  const spans: string[] = [];
  for (const m of code.matchAll(/className=/g)) {
    let i = m.index + m[0].length;
    if (code[i] === '"' || code[i] === "'") spans.push(code.slice(i, code.indexOf(code[i]!, i + 1) + 1));
    else if (code[i] === '{') {
      const start = i;
      for (let depth = 0; i < code.length; i++) {
        if (code[i] === '{') depth++;
        else if (code[i] === '}' && --depth === 0) break;
      }
      spans.push(code.slice(start, i + 1));
    }
  }
  for (const m of code.matchAll(/const classes = \[[^\]]*\]/g)) spans.push(m[0]);
  // the string parts only (quotes and template text, not a value compared with), split into classes;
  // `${…}` holes end a class
  return spans.flatMap((span) =>
    [...span.replace(/[!=]==\s*(['"`])[^'"`]*\1/g, '').matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)]
      .map((q) => (q[1] ?? q[2] ?? q[3] ?? '').replace(/\$\{[^}]*\}/g, ' '))
      .flatMap((words) => words.split(/\s+/))
      .filter((w) => /^[a-zA-Z_][\w-]*$/.test(w)),
  );
}

const REMOTE_CSS = remoteKeys().map((r) => ({
  remote: r,
  own: [`${namespaceOf(r)}-`],
  files: (readdirSync(join(ROOT, r, 'src'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.css'))
    .map((f) => `${r}/src/${f}`),
}));

describe('the remotes alike (issue 27 item 5)', () => {
  it("a remote's stylesheets are in its src/styles/ and every class there starts with its namespace", () => {
    const misplaced = REMOTE_CSS.flatMap((r) => r.files.filter((f) => !f.startsWith(`${r.remote}/src/styles/`)));
    expect(misplaced).toEqual([]);
    const problems = REMOTE_CSS.flatMap((r) => r.files.flatMap((f) => cssProblems(f, read(f), r.own)));
    expect(problems).toEqual([]);
    expect(REMOTE_CSS.flatMap((r) => r.files).length).toBeGreaterThanOrEqual(9);
  });

  it("the shell's classes start with shell-, the shared kit's with its prefixes", () => {
    const shell = sourceFiles('shell/src', /\.css$/).flatMap((f) => cssProblems(f, read(f), ['shell-']));
    const kit = sourceFiles('shared/src', /\.css$/).flatMap((f) => cssProblems(f, read(f), KIT));
    expect([...shell, ...kit]).toEqual([]);
  });

  it('namespaces cannot collide: unique in the manifest, none is the shell or a kit prefix', () => {
    const namespaces = Object.values(REMOTES).map((r) => `${r.namespace}-`);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const ns of namespaces)
      expect([...KIT, 'shell-', 'is-'].some((p) => ns.startsWith(p) || p.startsWith(ns))).toBe(false);
  });

  it("a remote's components write only its own classes and the kit's", () => {
    const stray = REMOTE_CSS.flatMap(({ remote, own }) =>
      REMOTE_SOURCES.filter((f) => f.startsWith(`${remote}/`) && f.endsWith('.tsx')).flatMap((f) =>
        classNamesIn(read(f))
          .filter((c) => !own.some((p) => c.startsWith(p)) && !FOREIGN_QUALIFIED(c))
          .map((c) => `${f}: ${c}`),
      ),
    );
    expect(stray).toEqual([]);
  });

  it('refuses a class outside the rule', () => {
    const own = ['documents-'];
    expect(cssProblems('x.css', '.documents-row, .documents-row--new { color: red }', own)).toEqual([]);
    expect(cssProblems('x.css', '.documents-actions > .ui-btn { margin: 0 }', own)).toEqual([]);
    expect(cssProblems('x.css', '@media (max-width: 600px) { .documents-row { display: block } }', own)).toEqual([]);
    expect(cssProblems('x.css', '.dc-row { color: red }', own)).toHaveLength(1);
    expect(cssProblems('x.css', '.documents-row, .row { color: red }', own)).toHaveLength(1);
    expect(cssProblems('x.css', '.ui-btn { color: red }', own)).toHaveLength(1);
    expect(cssProblems('x.css', '@keyframes flash { from { opacity: 0 } }', own)).toHaveLength(1);
    expect(classNamesIn(`<a className={x === 'a' ? 'documents-a dc-b' : \`documents-c--\${y}\`} />`)).toEqual([
      'documents-a',
      'dc-b',
      'documents-c--',
    ]);
  });

  it('every live-update hook is model/use-live-<what>.ts exporting useLive<What>(…) that returns named results', () => {
    expect(REMOTE_SOURCES.flatMap((f) => liveHookProblems(f, read(f)))).toEqual([]);
    const hooks = REMOTE_SOURCES.filter((f) => read(f).includes("'socket:update'"));
    expect(hooks.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a live hook elsewhere, under another name or returning a bare value', () => {
    const hook = (name: string, ret: string) =>
      `export function ${name}(): ${ret} {\n  useBusEvent('socket:update', () => {});\n}`;
    expect(liveHookProblems('x/model/use-live-cards.ts', hook('useLiveCards', '{ reload: () => void }'))).toEqual([]);
    expect(liveHookProblems('x/components/use-live-cards.ts', hook('useLiveCards', '{ a: 1 }'))).toHaveLength(1);
    expect(liveHookProblems('x/model/use-live-cards.ts', hook('useCardsLive', '{ a: 1 }'))).toHaveLength(1);
    expect(liveHookProblems('x/model/use-live-cards.ts', hook('useLiveCards', '() => void'))).toHaveLength(1);
  });

  it('no function is exported twice across remotes (or by a remote and shared)', () => {
    const sources = [...sourceFiles('shared/src'), ...REMOTE_SOURCES];
    expect(
      twiceExportedFunctions(
        sources.map((file) => ({ file, code: read(file) })),
        SAME_NAME_ALLOWED,
      ),
    ).toEqual([]);
    const maskCard = 'export function maskCard(number: string): string {\n  return number;\n}';
    expect(
      twiceExportedFunctions(
        [
          { file: 'mfe-a/src/format.ts', code: maskCard },
          { file: 'mfe-b/src/features/x/format.ts', code: maskCard },
          { file: 'shared/src/ui/x.ts', code: 'export const groupIban = (iban: string) => iban;' },
          { file: 'mfe-b/src/y.ts', code: 'export const groupIban = (iban: string) => iban;' },
          // components and constants are not this check's (constants: the next one)
          { file: 'mfe-a/src/row.tsx', code: 'export function DocumentRow() {}' },
          { file: 'mfe-b/src/row.tsx', code: 'export function DocumentRow() {}' },
          // twice inside one remote, or allowed by name
          { file: 'mfe-a/src/one.ts', code: 'export function local() {}' },
          { file: 'mfe-a/src/two.ts', code: 'export function local() {}' },
          { file: 'mfe-a/src/codes.ts', code: 'export function translateKnownCodes() {}' },
          { file: 'mfe-b/src/codes.ts', code: 'export function translateKnownCodes() {}' },
        ],
        SAME_NAME_ALLOWED,
      ),
    ).toEqual([
      'maskCard: mfe-a/src/format.ts, mfe-b/src/features/x/format.ts',
      'groupIban: shared/src/ui/x.ts, mfe-b/src/y.ts',
    ]);
  });

  it('no shared constant is declared twice in browser code (shell, shared, remotes)', () => {
    expect(twiceDeclared(BROWSER_SOURCES.map((file) => ({ file, code: read(file) })))).toEqual([]);
    expect(
      twiceDeclared([
        { file: 'a.ts', code: 'export const QR_COUNTDOWN_SECONDS = 10;' },
        { file: 'b.ts', code: 'export const QR_COUNTDOWN_SECONDS = 10;' },
      ]),
    ).toHaveLength(1);
  });
});
