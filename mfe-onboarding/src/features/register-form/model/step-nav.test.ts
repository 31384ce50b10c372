import { describe, expect, it } from 'vitest';
import {
  nextStep,
  prevStep,
  progressPercent,
  readStoredStep,
  stepCounter,
  STEP_STORAGE_KEY,
  storeStep,
} from './step-nav';

describe('step navigation', () => {
  it.each([
    [0, false, 1, 0],
    [3, false, 4, 2],
    [4, false, 5, 3],
    [5, false, 6, 4],
    [6, false, 6, 5],
    [3, true, 5, 2],
    [5, true, 6, 3],
  ])('from %i (skip accounts: %s) next → %i, back → %i', (step, skip, next, back) => {
    expect(nextStep(step, skip)).toBe(next);
    expect(prevStep(step, skip)).toBe(back);
  });

  it.each([
    [0, 0],
    [1, 14.3],
    [3, 42.9],
    [6, 85.7],
  ])('progress of step %i is %f %%', (step, pct) => expect(progressPercent(step)).toBe(pct));

  // issue 24 item 5: with step 4 skipped the counter never jumps ("Step 4 of 6" → "Step 5 of 6")
  it.each([
    [0, false, 1, 7, 0],
    [3, false, 4, 7, 42.9],
    [4, false, 5, 7, 57.1],
    [5, false, 6, 7, 71.4],
    [6, false, 7, 7, 85.7],
    [0, true, 1, 6, 0],
    [3, true, 4, 6, 50],
    [5, true, 5, 6, 66.7],
    [6, true, 6, 6, 83.3],
  ])('step %i (skip accounts: %s) reads "Step %i of %i", bar %f %%', (step, skip, n, total, pct) => {
    expect(stepCounter(step, skip)).toMatchObject({ n, total });
    expect(progressPercent(step, skip)).toBe(pct);
  });

  it('with accounts skipped the counter walks 1…6 without a gap', () => {
    const shown: number[] = [];
    for (let step = 0; step <= 6; step = nextStep(step, true)) {
      shown.push(stepCounter(step, true).n);
      if (step === 6) break;
    }
    expect(shown).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [null, false, 0],
    ['2', false, 2],
    ['4', false, 4],
    ['4', true, 5],
    ['9', false, 0],
    ['x', false, 0],
  ])('stored %j (skip %s) → step %i', (raw, skip, step) => {
    if (raw !== null) sessionStorage.setItem(STEP_STORAGE_KEY, raw);
    expect(readStoredStep(skip)).toBe(step);
  });

  it('keeps the step under application_page', () => {
    storeStep(3);
    expect(sessionStorage.getItem('application_page')).toBe('3');
  });
});
