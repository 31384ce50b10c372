import { describe, expect, it } from 'vitest';
import { entryRuntime } from './entry-runtime';

describe('entryRuntime: a lean entry only where the live shell can run it', () => {
  it.each([
    ['no deploy, no switch (npm start, tests)', undefined, undefined, 'shell'],
    ['deploy, the live shell provides this version', undefined, '2.9.2', 'shell'],
    ['deploy, the live shell provides another version', undefined, '2.10.0', 'own'],
    ['deploy, the live shell provides none (older than the lean entries)', undefined, 'none', 'own'],
    ['MF_RUNTIME=own, whatever the shell', 'own', '2.9.2', 'own'],
    ['MF_RUNTIME=own outside a deploy', 'own', undefined, 'own'],
    ['empty variables count as unset', '', '', 'shell'],
  ] as const)('%s', (_label, forced, shell, expected) => {
    expect(entryRuntime(forced, shell, '2.9.2')).toBe(expected);
  });

  it('an unknown MF_RUNTIME is an error, not a silent lean build', () => {
    expect(() => entryRuntime('shared', undefined, '2.9.2')).toThrow(/only "own"/);
  });
});
