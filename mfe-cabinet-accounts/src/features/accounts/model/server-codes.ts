import { isApiError } from '@broker/shared/api';
import { STATE_SUPPORT_CARD } from '@broker/shared/contracts';
import { vmsg } from '@broker/shared/validation';

/** Field-error codes the server sends as bare words that the app has translated messages for. */
const KNOWN = ['iban_is_not_unique', 'card_is_not_unique', STATE_SUPPORT_CARD] as const;

/**
 * cabinet §5 "IBAN and card uniqueness: messages iban_is_not_unique, card_is_not_unique": the server
 * answers the code; the field shows the translated message (other server texts are shown as they are).
 * `state_support_card` (cabinet §1): the back end refused a state-support card as a payout card.
 */
export function translateKnownCodes(error: unknown): void {
  if (!isApiError(error)) return;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    error.fieldErrors[path] = messages.map((m) =>
      (KNOWN as readonly string[]).includes(m) ? vmsg(m as (typeof KNOWN)[number]) : m,
    );
  }
}
