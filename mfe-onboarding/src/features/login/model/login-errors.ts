import { isApiError } from '@broker/shared/api';

export type LoginFailure =
  | { kind: 'wrongCredentials' }
  | { kind: 'nonResident' }
  | { kind: 'detail'; detail: string }
  | { kind: 'generic'; error: unknown };

/** onboarding §8 "Login": what a failed sign-in shows. */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error) || error.kind !== 'http') return { kind: 'generic', error };
  if (error.code === 'IncorrectPassword' || error.code === 'UserNotFound') return { kind: 'wrongCredentials' };
  if (error.code === 'NonResidentNotAllowed') return { kind: 'nonResident' };
  const detail = error.body?.detail;
  if (detail) return { kind: 'detail', detail };
  return { kind: 'generic', error };
}

/**
 * "A detail is translated and shown": known server texts have a translation under `login.details`
 * (keyed by the text in snake case); an unknown one is shown as the server wrote it.
 */
export function detailKey(detail: string): string {
  const slug = detail
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `login.details.${slug}`;
}
