import { isApiError } from '@broker/shared/api';

export type RegisterFailure =
  | { kind: 'nonResidentBlocked' }
  | { kind: 'wrongPhone' }
  | { kind: 'fullDuplicate' }
  | { kind: 'partialDuplicate' }
  | { kind: 'alreadySent' }
  | { kind: 'domainForbidden' }
  | { kind: 'fields'; fields: { phone?: string; email?: string } }
  | { kind: 'generic'; error: unknown };

/** onboarding §8: what a failed auth/register/ shows. */
export function registerFailure(error: unknown): RegisterFailure {
  if (!isApiError(error) || error.kind !== 'http') return { kind: 'generic', error };
  switch (error.code) {
    case 'NonResidentNotAllowed':
      return { kind: 'nonResidentBlocked' };
    case 'invalidPhone':
      return { kind: 'wrongPhone' };
    case 'FullDoubleProfile':
      return { kind: 'fullDuplicate' };
    case 'PartDoubleProfile':
      return { kind: 'partialDuplicate' };
    case 'FullSentProfile':
      return { kind: 'alreadySent' };
    case 'DomainIsForbidden':
      return { kind: 'domainForbidden' };
    case 'RegistrationImpossible':
      return { kind: 'generic', error };
  }
  const phone = error.fieldErrors.phone?.[0];
  const email = error.fieldErrors.email?.[0];
  if (!error.code && (phone || email)) return { kind: 'fields', fields: { phone, email } };
  return { kind: 'generic', error };
}
