import { describe, expect, it } from 'vitest';
import { nextStep, prevStep, progressPercent, readStoredStep, STEP_STORAGE_KEY, storeStep } from './step-nav';

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
