import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedPkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
  version: string;
};

/** The `shared` package's version; its major is the runtime contract remotes are built against. */
export const SHARED_VERSION: string = sharedPkg.version;
export const SHARED_MAJOR: number = Number(SHARED_VERSION.split('.')[0]);

/** Public entry points of `shared` that must exist once at runtime (one auth store, one bus, one i18n). */
export const SHARED_ENTRIES = ['session', 'events', 'i18n', 'routes', 'ui', 'remote-app', 'api', 'contracts', 'otp', 'validation', 'files', 'lists', 'form'] as const;

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
  'react-router',
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
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion?: string | false; version?: string; strictVersion?: boolean }>;

export function sharedSingletons(existingEntries: readonly string[] = SHARED_ENTRIES): SharedConfig {
  const config: SharedConfig = {};
  for (const lib of LIBRARY_SINGLETONS) config[lib] = { singleton: true };
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
