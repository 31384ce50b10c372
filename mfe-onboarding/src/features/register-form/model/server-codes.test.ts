import { describe, expect, it } from 'vitest';
import { ApiError } from '@broker/shared/api';
import { vmsg } from '@broker/shared/validation';
import { translateKnownCodes } from './server-codes';

const fieldErrorsAfter = (body: Record<string, unknown>) => {
  const error = new ApiError({ kind: 'http', status: 400, body });
  translateKnownCodes(error);
  return error.fieldErrors;
};

describe('application step: server codes → translated field messages (onboarding §5)', () => {
  it.each([
    ['iban_is_not_unique', { iban: ['iban_is_not_unique'] }, { iban: [vmsg('iban_is_not_unique')] }],
    [
      'card_is_not_unique on the second card',
      { cards: [{}, { card_number: ['card_is_not_unique'] }] },
      { 'cards.1.card_number': [vmsg('card_is_not_unique')] },
    ],
    ['another server text stays as written', { iban: ['Enter a valid IBAN.'] }, { iban: ['Enter a valid IBAN.'] }],
    [
      'a code the questionnaire has no message for stays as written',
      { card_number: ['state_support_card'] },
      { card_number: ['state_support_card'] },
    ],
  ])('%s', (_name, body, shown) => {
    expect(fieldErrorsAfter(body)).toEqual(shown);
  });

  it('leaves anything that is not an API error alone', () => {
    expect(() => translateKnownCodes(new Error('iban_is_not_unique'))).not.toThrow();
  });
});
