import { isApiError } from '@broker/shared/api';
import { vmsg } from '@broker/shared/validation';

/** Field-error codes the server sends as bare words that have translated messages (onboarding §5). */
const KNOWN = ['iban_is_not_unique', 'card_is_not_unique'] as const;

/** Turns those bare codes into `validations.*` keys, so the field shows the translated text. */
export function translateKnownCodes(error: unknown): void {
  if (!isApiError(error)) return;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    error.fieldErrors[path] = messages.map((m) =>
      (KNOWN as readonly string[]).includes(m) ? vmsg(m as (typeof KNOWN)[number]) : m,
    );
  }
}
