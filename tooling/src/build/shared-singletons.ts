import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedPkg = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../shared/package.json', import.meta.url)), 'utf8'),
) as {
  version: string;
};

/** The `shared` package's version; its major is the runtime contract remotes are built against. */
export const SHARED_VERSION: string = sharedPkg.version;
export const SHARED_MAJOR: number = Number(SHARED_VERSION.split('.')[0]);

/** Public entry points of `shared` that must exist once at runtime (one auth store, one bus, one i18n). */
export const SHARED_ENTRIES = [
  'session',
  'events',
  'i18n',
  'routes',
  'ui',
  'remote-app',
  'api',
  'contracts',
  'otp',
  'validation',
  'files',
  'lists',
  'form',
] as const;

/**
 * Everything that holds module-level state or React context must be one instance at runtime:
 * two Reacts break hooks, two routers lose context, two sonner modules send toasts nowhere.
 * Subpaths are listed because `react-dom` does not cover `react-dom/client` (platform notes).
 */
const LIBRARY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router itself is not listed: only react-router-dom imports it, and the lean facade of
  // react-router-dom (lean-shared.ts) bundles the part of it the apps use
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'sonner',
  // the form kit's widgets find the form through react-hook-form's context: one copy, or a remote's
  // useForm and the kit's useFormContext would not see each other
  'react-hook-form',
  // not state holders, but used by the shell and several remotes: one download instead of one per app
  'zod',
] as const;

/**
 * Libraries several remotes use (forms, dates, pickers, uploads, lists, sanitising): shared so each is
 * downloaded once per visit however many remotes use it. Only an app that depends on one provides it
 * (the shell uses none of them; a remote without the dependency could not build a fallback).
 */
const REMOTE_LIBRARIES = [
  '@hookform/resolvers/zod',
  'date-fns',
  'date-fns/locale',
  'downshift',
  'react-number-format',
  'react-dropzone',
  'react-intersection-observer',
  'dompurify',
] as const;

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

type SharedConfig = Record<
  string,
  {
    singleton: boolean;
    requiredVersion?: string | false;
    version?: string;
    strictVersion?: boolean;
    import?: string;
    shareKey?: string;
  }
>;

/**
 * `appDir`: the app being built; libraries it does not depend on are left to the apps that do.
 * `facades`: lean libraries (lean-shared.ts) provided as a generated module exporting only what is used.
 */
export function sharedSingletons(
  existingEntries: readonly string[] = SHARED_ENTRIES,
  appDir?: string,
  facades: readonly { lib: string; path: string; version: string; shareKey?: string }[] = [],
): SharedConfig {
  const config: SharedConfig = {};
  for (const lib of LIBRARY_SINGLETONS) config[lib] = { singleton: true };
  for (const lib of REMOTE_LIBRARIES) {
    const pkgJson = appDir && join(appDir, 'node_modules', packageOf(lib), 'package.json');
    if (!pkgJson || !existsSync(pkgJson)) continue;
    // the package's version, not the one of a subpath's own package.json (@hookform/resolvers/zod says 1.0.0)
    const { version } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string };
    config[lib] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  // the version is the package's: MF would otherwise read it from the facade's folder
  for (const f of facades) {
    config[f.lib] = f.shareKey
      ? // a stateless library's facade: shared with the apps built with the same export list only
        { singleton: false, import: f.path, shareKey: f.shareKey, version: f.version, requiredVersion: `^${f.version}` }
      : { singleton: true, import: f.path, version: f.version, requiredVersion: `^${f.version}` };
  }
  for (const entry of existingEntries) {
    config[`@broker/shared/${entry}`] = {
      singleton: true,
      version: SHARED_VERSION,
      // a remote built against another contract major is refused by the shell before it loads (delivery
      // issue); the range here documents the same rule for the MF runtime
      requiredVersion: `^${SHARED_MAJOR}.0.0`,
    };
  }
  return config;
}
