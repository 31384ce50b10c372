import { STATE_SUPPORT_CARD } from '@broker/shared/contracts';
import { ACCOUNT_SERVER_CODES, translateServerCodes } from '@broker/shared/form';

/**
 * cabinet §5 "IBAN and card uniqueness: messages iban_is_not_unique, card_is_not_unique": the server
 * answers the code; the field shows the translated message (other server texts are shown as they are).
 * `state_support_card` (cabinet §1): the back end refused a state-support card as a payout card.
 */
export function translateKnownCodes(error: unknown): void {
  translateServerCodes(error, [...ACCOUNT_SERVER_CODES, STATE_SUPPORT_CARD]);
}
