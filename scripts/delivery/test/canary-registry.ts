import type { Registry } from '@broker/shared/contracts';

/** A version entry of the subject remote's history (`staged`: published, not yet live). */
export const canaryVersion = (version: string, staged = false) => ({
  version,
  manifest: `mfe-signing/${version}/m.json`,
  contractMajor: 1,
  publishedAt: 't',
  ...(staged ? { staged } : {}),
});

/** When the fixture's canary started: the run's key, so a changed canary is a different run. */
export const CANARY_STARTED_AT = '2026-11-25T12:00:00.000Z';

/**
 * The controller tests' registry: mfe-signing live at S, its canary C (staged) at `percent` of visitors,
 * started at CANARY_STARTED_AT. A fresh object each call: tests change it.
 */
export function canaryRegistry(percent: number): Registry {
  return {
    schema: 1,
    updatedAt: 't',
    remotes: {
      'mfe-signing': {
        name: 'mfe_signing',
        live: 'S',
        history: [canaryVersion('C', true), canaryVersion('S')],
        canary: { version: 'C', percent, startedAt: CANARY_STARTED_AT, stable: 'S' },
      },
    },
  };
}
