import { describe, expect, it } from 'vitest';
import { ApiError } from '@broker/shared/api';
import { translateKnownCodes } from './server-codes';

const failure = (body: Record<string, unknown>) => new ApiError({ kind: 'http', status: 400, body: { detail: 'Invalid request', ...body } as never });

describe('server field codes the page words itself (cabinet §1, §5)', () => {
  it.each([
    [{ iban: ['iban_is_not_unique'] }, 'iban', ['validations.iban_is_not_unique']],
    [{ card_number: ['card_is_not_unique'] }, 'card_number', ['validations.card_is_not_unique']],
    [{ card_number: ['state_support_card'] }, 'card_number', ['validations.state_support_card']],
    [{ cards: [{}, { card_number: ['state_support_card'] }] }, 'cards.1.card_number', ['validations.state_support_card']],
    [{ iban: ['IBAN of a closed bank.'] }, 'iban', ['IBAN of a closed bank.']], // any other text is shown as it came
  ])('%j → %s: %j', (body, path, expected) => {
    const error = failure(body);
    translateKnownCodes(error);
    expect(error.fieldErrors[path]).toEqual(expected);
  });

  it('leaves anything that is not an ApiError alone', () => expect(() => translateKnownCodes(new Error('x'))).not.toThrow());
});
