import { describe, expect, it } from 'vitest';
import { targetsDefaults, targetsRequest, targetsSchema, type TargetsValues } from './targets-schema';

const TARGETS = [
  { id: 1, name: 'Saving', default_checked: true },
  { id: 2, name: 'Income', default_checked: false },
  { id: 3, name: 'State', default_checked: true },
];
const FREQUENCIES = [
  { id: 1, name: 'Monthly', default_checked: false },
  { id: 2, name: 'Quarterly', default_checked: true },
];

function errors(v: TargetsValues): Record<string, string> {
  const r = targetsSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('step 6 rules (onboarding §5)', () => {
  it.each<[string, TargetsValues, Record<string, string>, TargetsValues]>([
    [
      'at least one target',
      { target: [], frequency: 1 },
      { target: 'validations.required' },
      { target: [2], frequency: 1 },
    ],
    [
      'a frequency',
      { target: [1], frequency: null },
      { frequency: 'validations.required' },
      { target: [1], frequency: 2 },
    ],
  ])('%s', (_rule, failing, expected, passing) => {
    expect(errors(failing)).toEqual(expected);
    expect(errors(passing)).toEqual({});
  });
});

describe('step 6 data', () => {
  it('honours default_checked before the first save', () => {
    expect(targetsDefaults({ target: [], frequency: null, date: '2026-11-23' }, TARGETS, FREQUENCIES)).toEqual({
      target: [1, 3],
      frequency: 2,
    });
  });
  it('keeps saved answers, dropping ids the server no longer offers', () => {
    expect(targetsDefaults({ target: [2, 9], frequency: 1, date: '2026-11-23' }, TARGETS, FREQUENCIES)).toEqual({
      target: [2],
      frequency: 1,
    });
    expect(targetsDefaults({ target: [9], frequency: 9, date: '2026-11-23' }, TARGETS, FREQUENCIES)).toEqual({
      target: [1, 3],
      frequency: 2,
    });
  });
  it('sends the ids', () => {
    expect(targetsRequest({ target: [1, 3], frequency: 2 })).toEqual({ target: [1, 3], frequency: 2 });
  });
});
