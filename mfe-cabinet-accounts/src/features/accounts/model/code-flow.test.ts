import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend, json, type FakeBackend } from '@broker/shared/test-utils';
import { codeFlowCalls, type CodeFlow } from './code-flow';

const CODE = { otp_id: 'o', seconds_left: 900, tries: 3, success: true };
/** Every call of the flows answers as the sandbox would (a code, or a confirmation). */
let api: FakeBackend;
beforeEach(() => {
  api = fakeBackend((call) => json(call.url.includes('/confirm/') ? { success: true } : CODE));
});

/** A request as "METHOD /path/" and the body it sent (cabinet §7). */
type Call = [string, unknown];

/** What each step of a flow sends (cabinet §4): exactly one request, this one. */
describe('code flows of the accounts page', () => {
  it.each<[string, CodeFlow, { request: Call; resend: Call; verify: Call }]>([
    [
      'a new account: send_code → confirm',
      { kind: 'new-account', accountId: 7 },
      {
        request: ['GET /api/cabinet/accounts/7/send_code/', undefined],
        resend: ['GET /api/cabinet/accounts/7/send_code/', undefined],
        verify: ['POST /api/cabinet/accounts/7/confirm/', { code: '1234' }],
      },
    ],
    [
      'a new card on an existing account: the same calls with the card',
      { kind: 'new-card', accountId: 7, cardUuid: 'c-1' },
      {
        request: ['GET /api/cabinet/accounts/7/send_code/c-1/', undefined],
        resend: ['GET /api/cabinet/accounts/7/send_code/c-1/', undefined],
        verify: ['POST /api/cabinet/accounts/7/confirm/c-1/', { code: '1234' }],
      },
    ],
    [
      'delete: the delete call sends the code, resend_code asks again, confirm/account_delete',
      { kind: 'delete', accountId: 3 },
      {
        request: ['DELETE /api/cabinet/accounts/3/', { action: 'account_delete' }],
        resend: ['POST /api/cabinet/accounts/resend_code/', { action: 'account_delete' }],
        verify: ['POST /api/cabinet/accounts/3/confirm/account_delete/', { code: '1234' }],
      },
    ],
    [
      'payout: the set-payout call sends the code, confirm/account_payout with the currencies',
      { kind: 'payout', accountId: 3, currency: [2, 3] },
      {
        request: ['POST /api/cabinet/accounts/3/payout/', { currency: [2, 3], action: 'account_payout' }],
        resend: ['POST /api/cabinet/accounts/resend_code/', { action: 'account_payout' }],
        verify: ['POST /api/cabinet/accounts/3/confirm/account_payout/', { code: '1234', currency: [2, 3] }],
      },
    ],
  ])('%s', async (_name, flow, expected) => {
    const calls = codeFlowCalls(flow);
    for (const [step, run] of [
      ['request', () => calls.requestCode()],
      ['resend', () => calls.resend()],
      ['verify', () => calls.verify('1234')],
    ] as const) {
      api.calls.length = 0;
      await run();
      const sent = api.calls.map((c): Call => [`${c.method} ${api.path(c)}`, c.data]);
      expect(sent, `${step} sends`).toEqual([expected[step]]);
    }
  });
});
