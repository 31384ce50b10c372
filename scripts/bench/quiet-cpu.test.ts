import { describe, expect, it } from 'vitest';
import { idleShare, parseProcStat } from './quiet-cpu';

describe('quiet machine before a measurement', () => {
  it.each([
    ['cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 50 0 25 400 25 0 0 0 0 0', { idle: 850, total: 1000 }],
    ['cpu  10 1 2 3', { idle: 3, total: 16 }],
    ['cpu0 1 2 3 4', null],
    ['', null],
    ['cpu  a b c d', null],
  ])('/proc/stat %j reads as %j', (text, times) => {
    expect(parseProcStat(text)).toEqual(times);
  });

  it.each([
    [{ idle: 0, total: 0 }, { idle: 90, total: 100 }, 0.9],
    [{ idle: 100, total: 200 }, { idle: 110, total: 300 }, 0.1],
    [{ idle: 5, total: 5 }, { idle: 5, total: 5 }, 1],
  ])('idle share from %j to %j is %d', (a, b, share) => {
    expect(idleShare(a, b)).toBeCloseTo(share);
  });
});
