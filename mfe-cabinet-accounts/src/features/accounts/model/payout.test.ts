import { describe, expect, it } from 'vitest';
import type { PayoutAccount } from '@broker/shared/contracts';
import { isPayout, payoutChoices, replacedPayouts } from './payout';
import { currencyCodes, groupIban } from './format';

const payout = (id: number, currency: Array<1 | 2 | 3>): PayoutAccount => ({
  id,
  iban: `UA${id}`,
  bank: null,
  currency,
  is_processing: false,
});

describe('set payout (cabinet §4): which payout accounts a choice replaces', () => {
  const list = [payout(1, [1]), payout(2, [2, 3])];
  it.each([
    [5, [1], [1]],
    [5, [2], [2]],
    [5, [1, 3], [1, 2]],
    [5, [], []],
    [1, [1], []], // the account itself is not "replaced"
    [2, [3], []],
  ])('account %i choosing %j replaces %j', (id, currency, replaced) => {
    expect(replacedPayouts(list, id, currency).map((p) => p.id)).toEqual(replaced);
  });

  it('offers the currencies an account holds but does not pay out yet; a paying account is the main payout one', () => {
    expect(payoutChoices({ currency: [1, 2], currency_in_use: [2] })).toEqual([1]);
    expect(payoutChoices({ currency: [1], currency_in_use: [1] })).toEqual([]);
    expect(isPayout({ currency_in_use: [] })).toBe(false);
    expect(isPayout({ currency_in_use: [2] })).toBe(true);
  });
});

describe('display', () => {
  it('currencies by code, IBAN grouped by 4', () => {
    expect(currencyCodes([1, 2, 3])).toBe('UAH, USD, EUR');
    expect(groupIban('UA213223130000026007233566001')).toBe('UA21 3223 1300 0002 6007 2335 6600 1');
  });
});
