import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/account-codes';
import { codeFlowCalls, type CodeFlow } from './code-flow';

vi.mock('../api/account-codes', () => ({
  sendNewAccountCode: vi.fn(async () => ({ otp_id: 'o' })),
  confirmNewAccount: vi.fn(async () => ({})),
  requestAccountDelete: vi.fn(async () => ({ otp_id: 'o' })),
  requestSetPayout: vi.fn(async () => ({ otp_id: 'o' })),
  confirmAccountAction: vi.fn(async () => ({})),
  resendAccountActionCode: vi.fn(async () => ({ otp_id: 'o' })),
}));

type Call = [keyof typeof api, unknown[]];

beforeEach(() => vi.clearAllMocks());

/** What each step of a flow calls (cabinet §4): [function, arguments]. */
describe('code flows of the accounts page', () => {
  it.each<[string, CodeFlow, { request: Call; resend: Call; verify: Call }]>([
    [
      'a new account: send_code → confirm',
      { kind: 'new-account', accountId: 7 },
      {
        request: ['sendNewAccountCode', [7]],
        resend: ['sendNewAccountCode', [7]],
        verify: ['confirmNewAccount', [7, '1234']],
      },
    ],
    [
      'a new card on an existing account: the same calls with the card',
      { kind: 'new-card', accountId: 7, cardUuid: 'c-1' },
      {
        request: ['sendNewAccountCode', [7, 'c-1']],
        resend: ['sendNewAccountCode', [7, 'c-1']],
        verify: ['confirmNewAccount', [7, '1234', 'c-1']],
      },
    ],
    [
      'delete: the delete call sends the code, resend_code asks again, confirm/account_delete',
      { kind: 'delete', accountId: 3 },
      {
        request: ['requestAccountDelete', [3]],
        resend: ['resendAccountActionCode', ['account_delete']],
        verify: ['confirmAccountAction', [3, 'account_delete', '1234']],
      },
    ],
    [
      'payout: the set-payout call sends the code, confirm/account_payout with the currencies',
      { kind: 'payout', accountId: 3, currency: [2, 3] },
      {
        request: ['requestSetPayout', [3, [2, 3]]],
        resend: ['resendAccountActionCode', ['account_payout']],
        verify: ['confirmAccountAction', [3, 'account_payout', '1234', [2, 3]]],
      },
    ],
  ])('%s', async (_name, flow, expected) => {
    const calls = codeFlowCalls(flow);
    for (const [step, run] of [
      ['request', () => calls.requestCode()],
      ['resend', () => calls.resend()],
      ['verify', () => calls.verify('1234')],
    ] as const) {
      vi.clearAllMocks();
      await run();
      const [fn, args] = expected[step];
      expect(vi.mocked(api[fn]), `${step} calls ${fn}`).toHaveBeenCalledExactlyOnceWith(...args);
      const others = (Object.keys(api) as (keyof typeof api)[]).filter((k) => k !== fn && vi.isMockFunction(api[k]));
      for (const k of others) expect(vi.mocked(api[k]), `${step} does not call ${k}`).not.toHaveBeenCalled();
    }
  });
});
