import { describe, expect, it } from 'vitest';
import { blockSecondsOf, formatHhMmSs, formatMmSs } from './format';

describe('countdown formats', () => {
  it.each([
    [0, '00:00', '00:00:00'],
    [5, '00:05', '00:00:05'],
    [59.2, '01:00', '00:01:00'], // a fraction still left counts as a second
    [900, '15:00', '00:15:00'],
    [3725, '62:05', '01:02:05'],
    [-3, '00:00', '00:00:00'],
  ])('%s s → %s / %s', (secs, mmss, hhmmss) => {
    expect(formatMmSs(secs)).toBe(mmss);
    expect(formatHhMmSs(secs)).toBe(hhmmss);
  });

  it.each([
    [{ block_until: 1_700_000_600, server_time: 1_700_000_000 }, 600],
    [{ block_until: 100, server_time: 160 }, 0],
    [{ block_until: null, server_time: 1 }, null],
    [{}, null],
    [null, null],
  ])('block of %j → %s s (server clock, not the local one)', (body, secs) => {
    expect(blockSecondsOf(body)).toBe(secs);
  });
});
