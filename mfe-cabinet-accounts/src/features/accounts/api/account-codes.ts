import { z } from 'zod';
import { getJson, sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  otpConfirmResponseSchema,
  otpResponseSchema,
  type AccountAction,
  type OtpResponse,
} from '@broker/shared/contracts';

/**
 * The code flows of the accounts page (cabinet §4, §7): confirming a new account or card
 * (send_code → confirm), deleting an account and choosing the payout account (the action's call
 * answers the code; confirm/{action}; resend_code).
 */
export function sendNewAccountCode(accountId: number, cardUuid?: string): Promise<OtpResponse> {
  return getJson('api', API_PATHS.accountSendCode(accountId, cardUuid), otpResponseSchema);
}

export function confirmNewAccount(accountId: number, code: string, cardUuid?: string) {
  return sendJson('api', 'post', API_PATHS.accountConfirm(accountId, cardUuid), { code }, otpConfirmResponseSchema);
}

/** DELETE cabinet/accounts/{id}/ — answers the code, or 400 AccountIsPayout (the dialog maps it). */
export function requestAccountDelete(accountId: number): Promise<OtpResponse> {
  return sendJson('api', 'delete', API_PATHS.account(accountId), { action: 'account_delete' }, otpResponseSchema);
}

/** POST cabinet/accounts/{id}/payout/ with the currencies it should pay out. */
export function requestSetPayout(accountId: number, currency: number[]): Promise<OtpResponse> {
  return sendJson(
    'api',
    'post',
    API_PATHS.accountPayout(accountId),
    { currency, action: 'account_payout' },
    otpResponseSchema,
  );
}

export function confirmAccountAction(accountId: number, action: AccountAction, code: string, currency?: number[]) {
  return sendJson(
    'api',
    'post',
    API_PATHS.accountConfirmAction(accountId, action),
    currency ? { code, currency } : { code },
    otpConfirmResponseSchema,
  );
}

export function resendAccountActionCode(action: AccountAction): Promise<OtpResponse> {
  return sendJson('api', 'post', API_PATHS.accountsResendCode, { action }, otpResponseSchema);
}

/** DELETE cabinet/accounts/{id}/card/{card_number}/ — immediate (cabinet §4 "Delete card"). */
export function deleteCard(accountId: number, cardNumber: string) {
  return sendJson(
    'api',
    'delete',
    API_PATHS.accountCard(accountId, cardNumber),
    undefined,
    z.object({ success: z.boolean() }).passthrough(),
  );
}
