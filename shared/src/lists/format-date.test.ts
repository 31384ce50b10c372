import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format-date';

describe('a date in a cabinet list (cabinet §9: DD.MM.YYYY, else "-")', () => {
  // a zone west of UTC: a plain day parsed as UTC midnight would show the day before
  beforeAll(() => vi.stubEnv('TZ', 'America/New_York'));
  afterAll(() => vi.unstubAllEnvs());

  it.each([
    ['2025-03-01', '01.03.2025'],
    ['2024-12-31', '31.12.2024'],
    ['2025-03-01T12:30:00', '01.03.2025'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['not a date', '-'],
  ])('%j → %s', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });
});
