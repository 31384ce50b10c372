import type { Query } from '@broker/shared/routes';

/**
 * The query of /{lang}/register/sharing (onboarding §2 diya-qr-code: params skipCheck, phone, email;
 * query state). What the spec leaves open, chosen:
 * - `phone`, `email`: the contacts of the registration that opened the page (the registration sequence
 *   passes them); after a share they lead back to that same registration, the shared contacts only
 *   stand in when the page was opened without them;
 * - `state`: the sharing app sends the user back to this page with it after a share by deep link, so
 *   the page asks for the result at once instead of showing a new QR first;
 * - `skipCheck` (1 / true): no such check on entry, a fresh QR straight away.
 */
export interface SharingQuery {
  phone: string | null;
  email: string | null;
  state: string | null;
  skipCheck: boolean;
  /** back from the app and not told to skip: check the result before anything else */
  checkOnEntry: boolean;
}

export function parseSharingQuery(params: URLSearchParams): SharingQuery {
  const text = (key: string) => params.get(key)?.trim() || null;
  // an unencoded "+" in a query arrives as a space
  const phone = params.get('phone')?.replace(/^ /, '+').trim() || null;
  const state = text('state');
  const skipCheck = ['1', 'true'].includes(params.get('skipCheck') ?? '');
  return { phone, email: text('email'), state, skipCheck, checkOnEntry: state !== null && !skipCheck };
}

/**
 * Where a share without an existing profile continues (onboarding §4 "A successful share with no
 * existing profile leads to register with source SHARING"): the registration, on to the password
 * (`set_password`), with the page's own contacts before the shared ones.
 */
export function registerQueryAfterShare(
  q: Pick<SharingQuery, 'phone' | 'email'>,
  shared: { phone: string | null; email: string | null },
): Query {
  return {
    email: q.email ?? shared.email,
    phone: q.phone ?? shared.phone,
    is_resident: 'true',
    register_datasource: 'SHARING',
    set_password: true,
  };
}
