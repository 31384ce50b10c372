import { describe, expect, it } from 'vitest';
import { RenderFailureLog, type RenderReport } from './render-failures';

type Step = ['threw', string | undefined] | ['rendered', string | undefined] | ['gaveUp'] | ['clear'];

const run = (steps: Step[]) => {
  const log = new RenderFailureLog();
  const reports: RenderReport[] = [];
  for (const step of steps) {
    if (step[0] === 'threw') reports.push(...log.threw('mfe-signing', step[1], `boom in ${step[1] ?? '?'}`));
    if (step[0] === 'rendered') reports.push(...log.rendered('mfe-signing', step[1]));
    if (step[0] === 'gaveUp') reports.push(...log.gaveUp('mfe-signing'));
    if (step[0] === 'clear') log.clear('mfe-signing');
  }
  return { log, reports };
};

describe('RenderFailureLog: what is reported, once the outcome is known', () => {
  it.each<[string, Step[], RenderReport[]]>([
    [
      'live throws, last-known-good renders → one report with both versions',
      [
        ['threw', 'B'],
        ['rendered', 'A'],
      ],
      [{ version: 'B', shownVersion: 'A', message: 'boom in B' }],
    ],
    [
      'live throws, nothing else works → reported when the fallback shows',
      [['threw', 'B'], ['gaveUp']],
      [{ version: 'B', message: 'boom in B' }],
    ],
    [
      'live throws, last-known-good throws too → each reported, neither with a shown version',
      [['threw', 'B'], ['threw', 'A'], ['gaveUp']],
      [
        { version: 'B', message: 'boom in B' },
        { version: 'A', message: 'boom in A' },
      ],
    ],
    [
      'the same failure seen twice (StrictMode, a second view) → reported once',
      [
        ['threw', 'B'],
        ['threw', 'B'],
        ['rendered', 'A'],
      ],
      [{ version: 'B', shownVersion: 'A', message: 'boom in B' }],
    ],
    ['a version rendering with nothing pending → nothing to report', [['rendered', 'A'], ['gaveUp']], []],
    ['unknown version → reported at once, as it is', [['threw', undefined]], [{ message: 'boom in ?' }]],
    ['retry clears a pending failure: no report for it later', [['threw', 'B'], ['clear'], ['rendered', 'B']], []],
  ])('%s', (_, steps, expected) => {
    expect(run(steps).reports).toEqual(expected);
  });
});

describe('RenderFailureLog: which versions the loader skips', () => {
  it.each<[string, Step[], Record<string, boolean>]>([
    ['nothing failed → nothing skipped', [], { A: false, B: false }],
    [
      'the version that threw is skipped for the rest of the page visit',
      [
        ['threw', 'B'],
        ['rendered', 'A'],
      ],
      { A: false, B: true },
    ],
    ['both threw → both skipped', [['threw', 'B'], ['threw', 'A'], ['gaveUp']], { A: true, B: true }],
    [
      '"try again" gives every version a fresh chance',
      [['threw', 'B'], ['threw', 'A'], ['gaveUp'], ['clear']],
      { A: false, B: false },
    ],
  ])('%s', (_, steps, skipped) => {
    const { log } = run(steps);
    for (const [version, skip] of Object.entries(skipped))
      expect(log.skipReason('mfe-signing', version) !== undefined, version).toBe(skip);
  });

  it('keeps the message the version threw (shown on the status page) and keeps remotes apart', () => {
    const log = new RenderFailureLog();
    log.threw('mfe-signing', 'B', 'Error: boom');
    expect(log.skipReason('mfe-signing', 'B')).toBe('Error: boom');
    expect(log.skipReason('mfe-onboarding', 'B')).toBeUndefined();
  });
});
