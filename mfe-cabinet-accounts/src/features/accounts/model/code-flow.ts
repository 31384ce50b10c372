import type { OtpCodeInfo } from '@broker/shared/otp';
import {
  confirmAccountAction,
  confirmNewAccount,
  requestAccountDelete,
  requestSetPayout,
  resendAccountActionCode,
  sendNewAccountCode,
} from '../api/account-codes';

/** The code flows of the accounts page (cabinet §4): which one is open, for which account. */
export type CodeFlow =
  | { kind: 'new-account'; accountId: number }
  | { kind: 'new-card'; accountId: number; cardUuid: string }
  | { kind: 'delete'; accountId: number }
  /** `sent`: the payout call already answered the code (its failure toasted before any dialog opened) */
  | { kind: 'payout'; accountId: number; currency: number[]; sent?: OtpCodeInfo };

export interface CodeFlowCalls {
  requestCode: () => Promise<OtpCodeInfo>;
  resend: () => Promise<OtpCodeInfo>;
  verify: (code: string) => Promise<unknown>;
}

/**
 * The calls behind each flow: a new account or card is confirmed with send_code → confirm; delete and
 * payout get their code from the action's own call and confirm through confirm/{action}/ (resend_code
 * asks again). AccountIsPayout on delete is the dialog's to show (it closes with the message).
 */
export function codeFlowCalls(flow: CodeFlow): CodeFlowCalls {
  switch (flow.kind) {
    case 'new-account':
      return {
        requestCode: () => sendNewAccountCode(flow.accountId),
        resend: () => sendNewAccountCode(flow.accountId),
        verify: (code) => confirmNewAccount(flow.accountId, code),
      };
    case 'new-card':
      return {
        requestCode: () => sendNewAccountCode(flow.accountId, flow.cardUuid),
        resend: () => sendNewAccountCode(flow.accountId, flow.cardUuid),
        verify: (code) => confirmNewAccount(flow.accountId, code, flow.cardUuid),
      };
    case 'delete':
      return {
        requestCode: () => requestAccountDelete(flow.accountId),
        resend: () => resendAccountActionCode('account_delete'),
        verify: (code) => confirmAccountAction(flow.accountId, 'account_delete', code),
      };
    case 'payout':
      return {
        requestCode: () => requestSetPayout(flow.accountId, flow.currency),
        resend: () => resendAccountActionCode('account_payout'),
        verify: (code) => confirmAccountAction(flow.accountId, 'account_payout', code, flow.currency),
      };
  }
}
