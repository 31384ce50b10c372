import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { scanDirs } from './import-scan';

/**
 * Additive changes to `@broker/shared` across releases. Every public entry is a singleton the shell
 * provides, and the share range compares only the major: a remote built against a newer `shared` (a new
 * schema in `contracts`, a new route helper) gets the shell's older copy at runtime. So the shell's
 * contract.json lists what each entry exports (`sharedExports`), each remote's build-info.json what its
 * code imports (`sharedImports`), and the deploy tool refuses a remote needing a name the live shell's
 * copy lacks (scripts/remote/contract-gate.ts) — as for the lean libraries' exports.
 */
const sharedPkgDir = resolve(dirname(new URL(import.meta.url).pathname), '../../../shared');

/** `@broker/shared/<entry>` → its source file (shared/package.json `exports`). */
export function entryFile(entry: string, pkgDir = sharedPkgDir): string {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const target = pkg.exports[`./${entry}`];
  if (!target) throw new Error(`@broker/shared has no public entry "${entry}"`);
  return join(pkgDir, target);
}

const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFrom(from: string, request: string, pkgDir: string): string {
  if (request.startsWith('@broker/shared/')) return entryFile(request.slice('@broker/shared/'.length), pkgDir);
  const base = resolve(dirname(from), request);
  const file = [base, ...CANDIDATES.map((c) => base + c)].find((p) => /\.tsx?$/.test(p) && existsSync(p));
  if (!file) throw new Error(`${from}: cannot resolve '${request}'`);
  return file;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName, out: Set<string>): void {
  if (ts.isIdentifier(name)) out.add(name.text);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindingNames(el.name, out);
}

/**
 * Every name a module exports — values and types (a remote may import a type without `type`; listing
 * types too keeps such an import from being refused). `export *` is followed inside the package.
 */
export function moduleExports(file: string, pkgDir = sharedPkgDir, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  for (const stmt of source.statements) {
    if (ts.isExportDeclaration(stmt)) {
      const from =
        stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier) ? stmt.moduleSpecifier.text : undefined;
      if (!stmt.exportClause) {
        // `export * from` re-exports everything but the default
        for (const name of moduleExports(resolveFrom(file, from!, pkgDir), pkgDir, seen))
          if (name !== 'default') out.add(name);
      } else if (ts.isNamespaceExport(stmt.exportClause)) out.add(stmt.exportClause.name.text);
      else for (const el of stmt.exportClause.elements) out.add(el.name.text);
    } else if (ts.isExportAssignment(stmt)) {
      out.add('default');
    } else if (hasExport(stmt)) {
      if (hasDefault(stmt)) out.add('default');
      else if (ts.isVariableStatement(stmt))
        for (const d of stmt.declarationList.declarations) bindingNames(d.name, out);
      else if ('name' in stmt && stmt.name && ts.isIdentifier(stmt.name as ts.Node))
        out.add((stmt.name as ts.Identifier).text);
    }
  }
  return out;
}

/** What the shell provides: per shared entry, the names it exports (sorted). */
export function sharedEntryExports(entries: readonly string[], pkgDir = sharedPkgDir): Record<string, string[]> {
  return Object.fromEntries(entries.map((e) => [e, [...moduleExports(entryFile(e, pkgDir), pkgDir)].sort()]));
}

/**
 * What a remote needs: per shared entry, the names its shipped sources import (type-only imports left
 * out: they are gone at runtime). Entries it does not import are left out.
 */
export function sharedImports(srcDirs: readonly string[], entries: readonly string[]): Record<string, string[]> {
  const usage = scanDirs(srcDirs, { libraries: Object.fromEntries(entries.map((e) => [`@broker/shared/${e}`, {}])) });
  return Object.fromEntries(
    Object.entries(usage)
      .filter(([, names]) => names.size)
      .map(([lib, names]) => [lib.slice('@broker/shared/'.length), [...names].sort()]),
  );
}
