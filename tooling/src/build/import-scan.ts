import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Which exports of a library the workspace's code uses at runtime, read from the import statements of
 * its sources (TypeScript's parser, no type checking). `namespaces` are exports that are themselves
 * namespace objects (zod's `z`): for those the members read off them count (`z.object` → `z.object`).
 * Anything a name list cannot describe — `export *`, `import * as x`, `import('lib')`, a namespace
 * used other than by `.member` — throws: the build must not ship a facade that misses what code reads.
 */
export type LibraryUsage = Record<string, Set<string>>;

export interface ScanSpec {
  /** the library's package name → exports that are namespace objects */
  libraries: Record<string, { namespaces?: readonly string[] }>;
  /** libraries nobody may import directly (bundled inside another facade, e.g. `react-router`) */
  forbidden?: readonly string[];
}

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
/** Test code never runs through Module Federation. */
const NOT_SHIPPED = /(\.test\.|\.spec\.|[\\/]test-utils[\\/]|[\\/]__tests__[\\/])/;

/** ES module files of a published package (its CommonJS twins use `require`, which is not read). */
const PACKAGE_SOURCE = /\.(mjs|js)$/;

export function listSources(dir: string, out: string[] = [], packages = false): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || (!packages && name === 'dist')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listSources(path, out, packages);
    else if (
      packages ? PACKAGE_SOURCE.test(name) && !/\.(min|umd)\./.test(name) : SOURCE.test(name) && !NOT_SHIPPED.test(path)
    )
      out.push(path);
  }
  return out;
}

export function scanImports(files: readonly { path: string; text: string }[], spec: ScanSpec): LibraryUsage {
  const usage: LibraryUsage = Object.fromEntries(Object.keys(spec.libraries).map((lib) => [lib, new Set<string>()]));
  for (const file of files) scanFile(file.path, file.text, spec, usage);
  return usage;
}

/** `packages`: the folders are published packages — only files that name a library are parsed. */
export function scanDirs(dirs: readonly string[], spec: ScanSpec, opts: { packages?: boolean } = {}): LibraryUsage {
  const libs = Object.keys(spec.libraries);
  const files = dirs
    .flatMap((d) => listSources(d, [], opts.packages))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter((f) => !opts.packages || libs.some((lib) => f.text.includes(`"${lib}"`) || f.text.includes(`'${lib}'`)));
  return scanImports(files, spec);
}

function scanFile(path: string, text: string, spec: ScanSpec, usage: LibraryUsage): void {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const fail = (node: ts.Node, why: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(
      `${path}:${line + 1}: ${why} (the shared-library facades need named imports, see tooling/src/build/lean-shared.ts)`,
    );
  };
  const lib = (spec: ts.Expression | undefined) => (spec && ts.isStringLiteral(spec) ? spec.text : undefined);
  /** local binding → [library, namespace export] for namespace objects whose members are collected */
  const namespaceLocals = new Map<string, [string, string]>();

  for (const stmt of source.statements) {
    if (ts.isImportDeclaration(stmt)) {
      const from = lib(stmt.moduleSpecifier);
      if (from && spec.forbidden?.includes(from)) fail(stmt, `import from '${from}' directly`);
      const used = from ? usage[from] : undefined;
      const clause = stmt.importClause;
      if (!used || !clause || clause.isTypeOnly) continue;
      if (clause.name) used.add('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) fail(stmt, `\`import * as\` from '${from}'`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          if (el.isTypeOnly) continue;
          const imported = (el.propertyName ?? el.name).text;
          if (spec.libraries[from!]?.namespaces?.includes(imported))
            namespaceLocals.set(el.name.text, [from!, imported]);
          else used.add(imported);
        }
      }
    } else if (ts.isExportDeclaration(stmt)) {
      const from = lib(stmt.moduleSpecifier);
      if (from && spec.forbidden?.includes(from)) fail(stmt, `re-export from '${from}'`);
      const used = from ? usage[from] : undefined;
      if (!used || stmt.isTypeOnly) continue;
      if (!stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) fail(stmt, `\`export *\` from '${from}'`);
      else for (const el of stmt.exportClause.elements) if (!el.isTypeOnly) used.add((el.propertyName ?? el.name).text);
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const from = lib(node.arguments[0]);
      if (from && (usage[from] || spec.forbidden?.includes(from))) fail(node, `dynamic import('${from}')`);
    }
    if (ts.isIdentifier(node) && namespaceLocals.has(node.text) && !isNameOnly(node)) {
      const [from, ns] = namespaceLocals.get(node.text)!;
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
        usage[from]!.add(`${ns}.${parent.name.text}`);
      else fail(node, `'${node.text}' of '${from}' used other than as ${node.text}.member`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** An identifier that is a type, a declaration or a property name, not a read of the binding. */
function isNameOnly(node: ts.Identifier): boolean {
  const parent = node.parent;
  // `z.infer<…>`, `typeof z`, the import itself
  if (ts.isQualifiedName(parent) || ts.isTypeQueryNode(parent) || ts.isImportSpecifier(parent)) return true;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isShorthandPropertyAssignment(parent)) return false;
  // `{ z: 1 }`, `function z()`, `interface X { z: … }`: a name, not the binding
  return 'name' in parent && (parent as { name?: ts.Node }).name === node;
}
