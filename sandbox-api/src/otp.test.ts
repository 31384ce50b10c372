// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, wrongCode, type Harness } from './testing/harness';

let h: Harness;
let access: string;
const USER = 'cabinet@sandbox.test';
const PHONE = '+380501000001';
beforeEach(async () => {
  h = await harness({ otpBlockSeconds: 120, accessTtl: 60 });
  access = (await h.login(USER)).access;
});
afterEach(() => h.close());

const ask = () =>
  h.call('POST', '/api/auth/change_password/', {
    token: access,
    body: { password1: 'Newpass1!', password2: 'Newpass1!' },
  });
const confirm = (code: string, otp_id?: string) =>
  h.call('POST', '/api/auth/change_password/confirm/', {
    token: access,
    body: { code, ...(otp_id ? { otp_id } : {}) },
  });

describe('one-time codes', () => {
  it('sends a random 4-digit code with 3 tries and 900 s, readable in the outbox', async () => {
    const r = await ask();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tries: 3, seconds_left: 900, success: true, email: null });
    expect(r.body.phone).toMatch(/^\+380\*+0001$/);
    expect(h.latestCode(PHONE)).toMatch(/^\d{4}$/);
  });

  it('a right code confirms once; the password changes', async () => {
    const { body } = await ask();
    expect((await confirm(h.latestCode(PHONE), body.otp_id)).status).toBe(200);
    const again = await confirm(h.latestCode(PHONE), body.otp_id);
    expect(again.body._error_code).toBe('OTPCodeNotFound');
    expect((await h.login(USER, 'Newpass1!')).access).toBeTruthy();
  });

  it('wrong codes count attempts; after 3 the code is dead; a resend resets tries', async () => {
    const { body } = await ask();
    const code = h.latestCode(PHONE);
    const r1 = await confirm(wrongCode(code), body.otp_id);
    expect(r1.body).toMatchObject({ _error_code: 'OTPWrongCode', tries: 1, block_until: null });
    expect(typeof r1.body.server_time).toBe('number');
    await confirm(wrongCode(code), body.otp_id);
    expect((await confirm(wrongCode(code), body.otp_id)).body).toMatchObject({ tries: 3, block_until: null });
    expect((await confirm(code, body.otp_id)).body).toMatchObject({ _error_code: 'OTPWrongCode', tries: 3 });
    const resent = await ask();
    expect(resent.body.tries).toBe(3);
    expect((await confirm(h.latestCode(PHONE), resent.body.otp_id)).status).toBe(200);
  });

  it('running out of tries twice blocks with block_until/server_time; sending is then OTPCodeBlock', async () => {
    for (let round = 0; round < 2; round++) {
      const { body } = await ask();
      const code = h.latestCode(PHONE);
      for (let i = 0; i < 3; i++) {
        const r = await confirm(wrongCode(code), body.otp_id);
        if (round === 1 && i === 2) {
          expect(r.body.block_until - r.body.server_time).toBe(120);
        }
      }
    }
    const blocked = await ask();
    expect(blocked.body).toMatchObject({ _error_code: 'OTPCodeBlock', tries: 0 });
    expect(blocked.body.block_until - blocked.body.server_time).toBe(120);
    h.clock.advance(121_000);
    expect((await ask()).status).toBe(200);
  });

  it('codes expire after 900 s: OTPCodeNotFound', async () => {
    const { body } = await ask();
    h.clock.advance(900_000);
    expect((await confirm(h.latestCode(PHONE), body.otp_id)).body._error_code).toBe('OTPCodeNotFound');
  });

  it('a resend replaces the previous code', async () => {
    const first = await ask();
    const oldCode = h.latestCode(PHONE);
    await ask();
    expect((await confirm(oldCode, first.body.otp_id)).body._error_code).toBe('OTPCodeNotFound');
  });

  it('the back office can block a recipient', async () => {
    await h.call('POST', '/__sandbox/otp-block', { body: { to: PHONE, seconds: 60 } });
    expect((await ask()).body._error_code).toBe('OTPCodeBlock');
  });

  it('email users get codes by email', async () => {
    const t = (await h.login('no-sms@sandbox.test')).access;
    const r = await h.call('POST', '/api/auth/change_password/', {
      token: t,
      body: { password1: 'Newpass1!', password2: 'Newpass1!' },
    });
    expect(r.body).toMatchObject({ phone: null, email: 'n***@sandbox.test', sms_otp_is_available: false });
    expect(h.latestCode('no-sms@sandbox.test')).toMatch(/^\d{4}$/);
  });
});
