import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanDirs, type LibraryUsage, type ScanSpec } from './import-scan';

/**
 * Lean shared libraries. A Module Federation shared module is not tree-shaken: whoever provides
 * `react-router-dom` ships all of it (~50 KB brotli, a single bundle keeps ~26). MF's own shared tree
 * shaking did not hold here (docs/performance.md), so the build does what its `server-calc` mode would:
 * it reads which exports the whole workspace imports (import-scan.ts) and shares a generated facade
 * that re-exports exactly those, so the bundler tree-shakes the library behind it. Every app of one
 * build shares the same facade. A remote built later that needs one more export is refused by the
 * deploy tool's contract gate (the live shell publishes its facades' names in contract.json), never
 * loaded with a missing function.
 */
export const LEAN_SPEC = {
  libraries: {
    'react-router-dom': {},
    // `z` is zod's namespace object: its members are what is counted (z.object → z.object)
    zod: { namespaces: ['z'] },
    'react-i18next': {},
    '@tanstack/react-query': {},
    'react-hook-form': {},
    // stateless: see STATELESS below
    'date-fns': {},
  },
  // bundled inside the react-router-dom facade; imported directly it would be a second, unshared router
  forbidden: ['react-router'],
} as const satisfies ScanSpec;

export type LeanLibrary = keyof typeof LEAN_SPEC.libraries;
export const LEAN_LIBRARIES = Object.keys(LEAN_SPEC.libraries) as LeanLibrary[];

/**
 * Libraries without state, provided by the remotes that use them (not by the shell, so no gate can
 * check them): each facade is shared under a key naming its export list (`date-fns#lean-<hash>`).
 * Remotes built alike share one copy; a remote built with other needs gets its own — never a copy
 * missing a function. They need not be singletons: two copies of date-fns only cost bytes.
 */
export const STATELESS: readonly LeanLibrary[] = ['date-fns'];

/**
 * What the build itself adds to sources: the e2e build's `probe` (define-config.ts), and the zod core
 * stand-in swapped into @hookform/resolvers (zod-core-for-resolvers.ts; tooling/src is not scanned).
 */
const BUILD_ADDS: Partial<Record<LeanLibrary, string[]>> = {
  'react-router-dom': ['useNavigate'],
  '@tanstack/react-query': ['useQueryClient'],
  zod: ['z.parse', 'z.parseAsync', 'z.ZodError'],
};

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The shipped source folders: the shell, `shared` and every remote (`mfe-*`). */
export function workspaceSourceDirs(root = ROOT): string[] {
  const apps = readdirSync(root).filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mfe-'));
  return apps.map((d) => join(root, d, 'src')).filter((d) => existsSync(d));
}

/**
 * Libraries import lean libraries too (@hookform/resolvers calls react-hook-form's `get`): the
 * packages the apps depend on that name a lean library as a dependency or peer are scanned as well
 * (their ES module files; `forbidden` is for the workspace's own code only).
 */
export function dependentPackageDirs(root = ROOT): string[] {
  const dirs = new Set<string>();
  for (const app of workspaceSourceDirs(root).map((d) => dirname(d))) {
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const require = createRequire(join(app, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      if (dep.startsWith('@broker/') || (LEAN_LIBRARIES as string[]).includes(dep)) continue;
      let pkgPath: string;
      try {
        pkgPath = require.resolve(`${dep}/package.json`);
      } catch {
        continue; // a package that does not export its package.json imports no lean library we could see
      }
      const depPkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { dependencies?: object; peerDependencies?: object };
      const names = Object.keys({ ...depPkg.dependencies, ...depPkg.peerDependencies });
      if (names.some((n) => (LEAN_LIBRARIES as string[]).includes(n))) dirs.add(dirname(pkgPath));
    }
  }
  return [...dirs].sort();
}

/** The exports each lean library must provide: what `dirs` (and the libraries using them) import, that exist at runtime. */
export function leanUsage(dirs: readonly string[]): Record<LeanLibrary, string[]> {
  const usage: LibraryUsage = scanDirs(dirs, LEAN_SPEC);
  const third = scanDirs(dependentPackageDirs(), { libraries: LEAN_SPEC.libraries }, { packages: true });
  for (const lib of LEAN_LIBRARIES) for (const n of third[lib] ?? []) usage[lib]!.add(n);
  // `shared` depends on every library the apps share: the runtime exports are read from there
  const require = createRequire(join(ROOT, 'shared', 'package.json'));
  const out = {} as Record<LeanLibrary, string[]>;
  for (const lib of LEAN_LIBRARIES) {
    const mod = require(lib) as Record<string, unknown>;
    const names = new Set([...(usage[lib] ?? []), ...(BUILD_ADDS[lib] ?? [])]);
    // names only types have (imported without `type`) are not exports at runtime: left out
    out[lib] = [...names].filter((n) => (n.includes('.') ? readPath(mod, n) !== undefined : n in mod)).sort();
  }
  return out;
}

const readPath = (mod: Record<string, unknown>, dotted: string) => {
  const [ns, member] = dotted.split('.') as [string, string];
  return (mod[ns] as Record<string, unknown> | undefined)?.[member];
};

/** The package's ES module entry (the `import` condition, else `module`): the one that tree-shakes. */
export function esmEntry(appDir: string, lib: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  const pkgPath = require.resolve(`${lib}/package.json`);
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
    module?: string;
    main?: string;
    exports?: Record<string, unknown>;
  };
  const dot = pkg.exports?.['.'] as Record<string, unknown> | string | undefined;
  const imp = typeof dot === 'object' ? dot.import : undefined;
  const file =
    (typeof imp === 'string' ? imp : (imp as { default?: string } | undefined)?.default) ?? pkg.module ?? pkg.main;
  if (!file) throw new Error(`${lib}: no ES module entry`);
  return join(dirname(pkgPath), file);
}

export interface Facade {
  lib: LeanLibrary;
  /** the generated module the app provides for `lib` */
  path: string;
  version: string;
  exports: string[];
  /** stateless libraries: the share key naming this export list (see STATELESS) */
  shareKey?: string;
}

/** A library the app depends on itself (what another package hoists within reach does not count). */
const dependsOn = (appDir: string, lib: string) => {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return lib in (pkg.dependencies ?? {});
};

/** Writes the facades into the app's `node_modules/.cache/broker-lean/` and returns them. */
export function writeFacades(appDir: string, usage: Record<LeanLibrary, string[]>): Facade[] {
  const dir = join(appDir, 'node_modules', '.cache', 'broker-lean');
  mkdirSync(dir, { recursive: true });
  const require = createRequire(join(appDir, 'package.json'));
  // an app provides only the libraries it depends on (the shell has no date-fns)
  return LEAN_LIBRARIES.filter((lib) => dependsOn(appDir, lib)).map((lib) => {
    const entry = JSON.stringify(esmEntry(appDir, lib));
    const mod = require(lib) as Record<string, unknown>;
    const plain = usage[lib].filter((n) => !n.includes('.'));
    const byNs = new Map<string, string[]>();
    for (const n of usage[lib].filter((x) => x.includes('.'))) {
      const [ns, member] = n.split('.') as [string, string];
      // a namespace's member is re-exported from the package's top level: it must be the same object
      if (readPath(mod, n) !== mod[member]) throw new Error(`${lib}: ${n} is not the top-level export ${member}`);
      byNs.set(ns, [...(byNs.get(ns) ?? []), member]);
    }
    const base = lib.replace(/[@/]/g, '_');
    const lines = [`// generated by tooling/src/build/lean-shared.ts — do not edit`];
    if (plain.length) lines.push(`export { ${plain.join(', ')} } from ${entry};`);
    for (const [ns, members] of byNs) {
      writeFileSync(join(dir, `${base}.${ns}.mjs`), `export { ${members.join(', ')} } from ${entry};\n`);
      lines.push(`import * as ${ns} from './${base}.${ns}.mjs';`, `export { ${ns} };`);
    }
    const path = join(dir, `${base}.mjs`);
    writeFileSync(path, lines.join('\n') + '\n');
    const { version } = require(`${lib}/package.json`) as { version: string };
    const hash = createHash('sha256').update(usage[lib].join(',')).digest('hex').slice(0, 8);
    return {
      lib,
      path,
      version,
      exports: usage[lib],
      ...(STATELESS.includes(lib) ? { shareKey: `${lib}#lean-${hash}` } : {}),
    };
  });
}
