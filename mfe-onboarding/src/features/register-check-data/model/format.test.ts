import { describe, expect, it } from 'vitest';
import { addressLine } from './format';

describe('check page formatting', () => {
  it('an address reads as one line of its non-empty parts; a single-line address wins', () => {
    expect(
      addressLine({
        country: 'UA',
        region: 'Київська',
        settlement_type: 'місто',
        settlement: 'Київ',
        street_type: 'вулиця',
        street: 'Хрещатик',
        house: '1',
        flat: '',
        index: '01001',
      }),
    ).toBe('01001, UA, Київська, місто Київ, вулиця Хрещатик, 1');
    expect(addressLine({ address: 'Kyiv, Khreshchatyk 1', country: 'UA' })).toBe('Kyiv, Khreshchatyk 1');
    expect(addressLine(null)).toBe('');
  });
});
