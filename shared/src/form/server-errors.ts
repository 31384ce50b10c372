import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@broker/shared/api';
import { SERVER_ERROR } from './field-shell';

/**
 * Puts a failed call's backend field errors under their fields (onboarding §4, §8 "Other field errors
 * are set per field"). Paths are react-hook-form paths (`cards.0.card_number`); only `fields` the form
 * shows are set. Returns the fields it set (empty: the caller shows a toast instead).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): string[] {
  if (!isApiError(error)) return [];
  const set: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(path) || !messages[0]) continue;
    setError(path as Path<T>, { type: SERVER_ERROR, message: messages.join(' ') }, { shouldFocus: set.length === 0 });
    set.push(path);
  }
  return set;
}
