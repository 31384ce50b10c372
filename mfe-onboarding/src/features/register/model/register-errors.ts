import { isApiError } from '@broker/shared/api';
import type { SharingResultPage } from '@broker/shared/contracts';
import { doublesPage } from '../../../components/sharing-doubles';

export type RegisterFailure =
  | { kind: 'nonResidentBlocked' }
  | { kind: 'wrongPhone' }
  | { kind: 'fullDuplicate' }
  | { kind: 'partialDuplicate' }
  | { kind: 'alreadySent' }
  | { kind: 'sharingResult'; page: SharingResultPage }
  | { kind: 'domainForbidden' }
  | { kind: 'fields'; fields: { phone?: string; email?: string } }
  | { kind: 'generic'; error: unknown };

/**
 * onboarding §8: what a failed auth/register/ shows. FullSentProfile ("to final page with alreadySent,
 * or by doubles status to QR result pages"): a registration through the sharing app (`sharing`) is
 * routed by the body's `doubles` status to the QR result page; otherwise, or without a known status,
 * the final page says the application was already sent.
 */
export function registerFailure(error: unknown, opts: { sharing: boolean } = { sharing: false }): RegisterFailure {
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
    case 'FullSentProfile': {
      const page = opts.sharing ? doublesPage(error.body?.doubles?.profile_status) : null;
      return page ? { kind: 'sharingResult', page } : { kind: 'alreadySent' };
    }
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
