/** The `skipCheck` param of document-sign and its QR page (onboarding §2): `1` or `true` turns it on. */
export function isSkipCheck(params: URLSearchParams): boolean {
  return ['1', 'true'].includes(params.get('skipCheck') ?? '');
}
