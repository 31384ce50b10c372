import { describe, expect, it } from 'vitest';
import { ApiError } from '@broker/shared/api';
import { STATE_SUPPORT_CARD } from '@broker/shared/contracts';
import { vmsg } from '@broker/shared/validation';
import { translateKnownCodes } from './server-codes';

const fieldErrorsAfter = (body: Record<string, unknown>) => {
  const error = new ApiError({ kind: 'http', status: 400, body });
  translateKnownCodes(error);
  return error.fieldErrors;
};

describe('accounts: server codes → translated field messages (cabinet §5, §1)', () => {
  it.each([
    ['iban_is_not_unique', { iban: ['iban_is_not_unique'] }, { iban: [vmsg('iban_is_not_unique')] }],
    [
      'card_is_not_unique on a card of the list',
      { cards: [{ card_number: ['card_is_not_unique'] }] },
      { 'cards.0.card_number': [vmsg('card_is_not_unique')] },
    ],
    ['a state-support card', { card_number: [STATE_SUPPORT_CARD] }, { card_number: [vmsg(STATE_SUPPORT_CARD)] }],
    [
      'any other server text stays as written',
      { iban: ['Invalid IBAN checksum'] },
      { iban: ['Invalid IBAN checksum'] },
    ],
    [
      'known and unknown side by side',
      { iban: ['iban_is_not_unique', 'Too long'] },
      { iban: [vmsg('iban_is_not_unique'), 'Too long'] },
    ],
  ])('%s', (_name, body, shown) => {
    expect(fieldErrorsAfter(body)).toEqual(shown);
  });

  it('leaves anything that is not an API error alone', () => {
    const error = new Error('iban_is_not_unique');
    expect(() => translateKnownCodes(error)).not.toThrow();
    expect(error.message).toBe('iban_is_not_unique');
  });
});
