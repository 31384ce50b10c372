import { describe, expect, it } from 'vitest';
import { doublesPage } from './sharing-doubles';

describe('doublesPage (onboarding §4 QR flow, §8 FullSentProfile)', () => {
  it.each([
    ['LAUNCHING', 'waiting'],
    ['EXISTING', 'success'],
    ['NOLOGIN', 'notUniqueData'],
    [null, null],
    [undefined, null],
    ['SOMETHING', null],
  ])('%s → %s', (status, page) => expect(doublesPage(status)).toBe(page));
});
