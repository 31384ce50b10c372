// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorBodySchema, type ErrorCode } from '@broker/shared/contracts';
import { harness, wrongCode, type Harness } from './testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const reg = (over: Record<string, unknown>) =>
  h.call('POST', '/api/auth/register/', {
    body: { email: 'x.client@example.test', phone: '+380671234567', is_resident: true, ...over },
  });
const as = async (email: string) => (await h.login(email)).access;

/** The documented input for every code of both catalogues (README "Producing every error code"). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of every shape; each case reads its own fields
const PRODUCERS: Record<ErrorCode, () => Promise<{ status: number; body: any }>> = {
  NonResidentNotAllowed: async () => {
    await h.call('POST', '/__sandbox/block-nonresident', { body: { on: true } });
    const r = await reg({ is_resident: false, email: 'nr@example.test' });
    await h.call('POST', '/__sandbox/block-nonresident', { body: { on: false } });
    return r;
  },
  FullSentProfile: () => reg({ email: 'res-full-bankid-review@sandbox.test' }),
  FullDoubleProfile: () => reg({ email: 'cabinet@sandbox.test' }),
  PartDoubleProfile: () => reg({ email: 'new-part@sandbox.test' }),
  invalidPhone: () => reg({ phone: '+380671239999' }),
  OTPWrongCode: async () => {
    const t = await as('cabinet-empty@sandbox.test');
    const { body } = await h.call('POST', '/api/auth/change_password/', {
      token: t,
      body: { password1: 'Newpass1!', password2: 'Newpass1!' },
    });
    return h.call('POST', '/api/auth/change_password/confirm/', {
      token: t,
      body: { otp_id: body.otp_id, code: wrongCode(h.latestCode('+380501000003')) },
    });
  },
  OTPCodeNotFound: async () =>
    h.call('POST', '/api/auth/password/check_code/', { body: { otp_id: 'no-such-id', code: '1234' } }),
  OTPCodeBlock: async () => {
    await h.call('POST', '/__sandbox/otp-block', { body: { to: 'blocked@example.test', seconds: 60 } });
    await reg({ email: 'blocked@example.test' });
    return h.call('POST', '/api/auth/register/send_code/', {
      body: { email: 'blocked@example.test', confirm_type: 'email' },
    });
  },
  DomainIsForbidden: () => reg({ email: 'someone@forbidden.test' }),
  RegistrationImpossible: () => reg({ email: 'someone@impossible.test' }),
  ResetPasswordTokenIsNotValid: () => h.call('GET', '/api/auth/password/reset/MQ/not-a-token/'),
  SendSmsForbidden: async () => {
    const t = await as('nonres-nosms@sandbox.test');
    const docs = (await h.call('GET', '/api/profile/nonresident/sign_otp/', { token: t })).body.map(
      (d: { uuid: string }) => d.uuid,
    );
    return h.call('POST', '/api/profile/nonresident/sign_otp/', { token: t, body: { docs, sign: true } });
  },
  SignDocumentsError: async () =>
    h.call('POST', '/api/profile/nonresident/sign_otp/', {
      token: await as('nonres-sign@sandbox.test'),
      body: { docs: [], sign: true },
    }),
  IncorrectPassword: () =>
    h.call('POST', '/sso/auth/token/', { body: { email: 'cabinet@sandbox.test', password: 'Wrong123!' } }),
  UserNotFound: () =>
    h.call('POST', '/sso/auth/token/', { body: { email: 'ghost@sandbox.test', password: 'Wrong123!' } }),
  AccountIsPayout: async () => {
    const t = await as('cabinet@sandbox.test');
    const payout = (await h.call('GET', '/api/cabinet/accounts/', { token: t })).body.payout[0];
    return h.call('DELETE', `/api/cabinet/accounts/${payout.id}/`, { token: t, body: { action: 'account_delete' } });
  },
  BackOfficeError: async () =>
    h.call('POST', '/api/cabinet/requests/', {
      token: await as('cabinet@sandbox.test'),
      body: { doctype: 3, date: '2023-01-13' },
    }),
};

describe('every error code has a documented input', () => {
  it.each([...ERROR_CODES])('%s', async (code) => {
    const r = await PRODUCERS[code]();
    expect(r.status).toBe(400);
    const body = errorBodySchema.parse(r.body);
    expect(body._error_code).toBe(code);
    expect(body.detail).toBeTruthy();
  });

  it('mail_manager twice → 429', async () => {
    const body = { email: 'dup@example.test', phone: '+380671234567' };
    expect((await h.call('POST', '/api/auth/mail_manager/', { body })).status).toBe(200);
    expect((await h.call('POST', '/api/auth/mail_manager/', { body })).status).toBe(429);
  });
});
