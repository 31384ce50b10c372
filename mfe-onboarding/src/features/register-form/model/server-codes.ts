import { ACCOUNT_SERVER_CODES, translateServerCodes } from '@broker/shared/form';

/** onboarding §5: the bare IBAN and card codes the server answers become translated field messages. */
export function translateKnownCodes(error: unknown): void {
  translateServerCodes(error, ACCOUNT_SERVER_CODES);
}
