import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@broker/shared/api';
import { toastError } from '@broker/shared/ui';
import { vmsg, type ValidationKey } from '@broker/shared/validation';
import { SERVER_ERROR } from './field-shell';

/**
 * Puts a failed call's backend field errors under their fields (onboarding §4, §8 "Other field errors
 * are set per field"). Paths are react-hook-form paths (`cards.0.card_number`); only `fields` the form
 * shows are set. Returns the fields it set (empty: the caller shows a toast instead).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  if (!isApiError(error)) return [];
  const set: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(path) || !messages[0]) continue;
    setError(path as Path<T>, { type: SERVER_ERROR, message: messages.join(' ') }, { shouldFocus: set.length === 0 });
    set.push(path);
  }
  return set;
}

/**
 * onboarding §8 "Other field errors are set per field with a toast" (cabinet §8 the same): the backend's
 * field errors go under their fields AND one toast says to check them; a failure naming no shown field
 * (or no answer at all) gets the generic toast, or `fallbackKey`. Returns the fields it set.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallbackKey?: string,
): string[] {
  const set = applyServerErrors(error, setError, fields);
  toastError(error, set.length > 0 ? 'common:errors.checkFields' : fallbackKey);
  return set;
}

/**
 * Field-error codes the server answers as bare words (onboarding §5, cabinet §5 "messages
 * iban_is_not_unique, card_is_not_unique") become `validations.*` keys, so the field shows the translated
 * text; any other server text is shown as it is. Call before `applyServerErrors` / `showServerErrors`.
 */
export function translateServerCodes(error: unknown, codes: readonly ValidationKey[]): void {
  if (!isApiError(error)) return;
  const known: readonly string[] = codes;
  for (const [path, messages] of Object.entries(error.fieldErrors))
    error.fieldErrors[path] = messages.map((m) => (known.includes(m) ? vmsg(m as ValidationKey) : m));
}
