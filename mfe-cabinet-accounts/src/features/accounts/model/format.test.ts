import { describe, expect, it } from 'vitest';
import { currencyCodes, groupIban } from './format';

describe('accounts format', () => {
  it.each([
    [[1], 'UAH'],
    [[2, 3], 'USD, EUR'],
    [[3, 1, 2], 'EUR, UAH, USD'],
    [[], ''],
    // an id the spec does not list is shown as it came, not dropped
    [[1, 9], 'UAH, 9'],
  ])('currency ids %j → %s (cabinet §3: 1 UAH, 2 USD, 3 EUR)', (ids, shown) => {
    expect(currencyCodes(ids)).toBe(shown);
  });

  it.each([
    ['UA213223130000026007233566001', 'UA21 3223 1300 0002 6007 2335 6600 1'],
    ['UA21 3223 1300 0002 6007 2335 6600 1', 'UA21 3223 1300 0002 6007 2335 6600 1'],
    ['UA21', 'UA21'],
    ['UA2132', 'UA21 32'],
  ])('IBAN %j → %j (groups of 4, no trailing space)', (iban, shown) => {
    expect(groupIban(iban)).toBe(shown);
  });
});
