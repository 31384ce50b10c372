// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

describe('the remotes alike (issue 27 item 5)', () => {
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
