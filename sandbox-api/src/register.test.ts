// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => h.close());

const contacts = { email: 'new.client@example.test', phone: '+380671234567' };

describe('registration sequence', () => {
  it('register → email code → phone code → data source → set_password → tokens; user is PART', async () => {
    const reg = await h.call('POST', '/api/auth/register/', {
      body: { ...contacts, is_resident: true, interface_language: 'uk' },
    });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ email: contacts.email, sms_otp_is_available: true, register_datasource: null });
    expect(reg.headers['set-cookie']).toMatch(/sandbox_reg=/);

    const early = await h.call('POST', '/api/auth/register/set_password/', {
      body: { ...contacts, password1: 'Sandbox1!', password2: 'Sandbox1!' },
    });
    expect(early.status).toBe(400);

    const emailCode = await h.call('POST', '/api/auth/register/send_code/', {
      body: { email: contacts.email, confirm_type: 'email' },
    });
    expect(emailCode.body.tries).toBe(3);
    const ce = await h.call('POST', '/api/auth/register/check_email/', {
      body: { email: contacts.email, code: h.latestCode(contacts.email) },
    });
    expect(ce.body).toEqual({ success: true, email_is_verified: true, phone_is_verified: false });

    await h.call('POST', '/api/auth/register/send_code/', { body: { phone: contacts.phone, confirm_type: 'phone' } });
    const cp = await h.call('POST', '/api/auth/register/check_phone/', {
      body: { phone: contacts.phone, code: h.latestCode(contacts.phone) },
    });
    expect(cp.body.phone_is_verified).toBe(true);

    expect(
      (
        await h.call('POST', '/api/auth/register/datasource/', {
          body: { ...contacts, register_datasource: 'SHARING' },
        })
      ).status,
    ).toBe(200);

    const weak = await h.call('POST', '/api/auth/register/set_password/', {
      body: { ...contacts, password1: 'short', password2: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(Array.isArray(weak.body.password1)).toBe(true);

    const form = `password1=Sandbox1%21&password2=Sandbox1%21&register_source=friend%2C%20search%20engine&email=${encodeURIComponent(contacts.email)}`;
    const set = await h.call('POST', '/api/auth/register/set_password/', {
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(set.status).toBe(200);
    expect(set.body.scope).toEqual(['onboarding']);
    const info = await h.call('GET', '/api/auth/userinfo/', { token: set.body.access });
    expect(info.body).toMatchObject({
      profile_status: 'PART',
      check_status: 'INITIAL',
      register_datasource: 'SHARING',
      is_resident: true,
    });
  });

  it('without SMS (phone ends with 8888) the phone counts as confirmed after the email', async () => {
    const c = { email: 'nosms.client@example.test', phone: '+380671238888' };
    const reg = await h.call('POST', '/api/auth/register/', {
      body: { ...c, is_resident: false, interface_language: 'en' },
    });
    expect(reg.body.sms_otp_is_available).toBe(false);
    expect(
      (await h.call('POST', '/api/auth/register/send_code/', { body: { phone: c.phone, confirm_type: 'phone' } })).body
        ._error_code,
    ).toBe('SendSmsForbidden');
    await h.call('POST', '/api/auth/register/send_code/', { body: { email: c.email, confirm_type: 'email' } });
    const ce = await h.call('POST', '/api/auth/register/check_email/', {
      body: { email: c.email, code: h.latestCode(c.email) },
    });
    expect(ce.body.phone_is_verified).toBe(true);
  });

  it('a multipart set_password works too (form data)', async () => {
    const c = { email: 'multi@example.test', phone: '+380671230000' };
    await h.call('POST', '/api/auth/register/', { body: { ...c, is_resident: true, avoid_phone_check: true } });
    h.state.pending.forEach((p) => Object.assign(p, { email_is_verified: true, phone_is_verified: true }));
    const boundary = 'XBOUNDARY';
    const part = (k: string, v: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    const payload =
      part('password1', 'Sandbox1!') + part('password2', 'Sandbox1!') + part('email', c.email) + `--${boundary}--\r\n`;
    const r = await h.call('POST', '/api/auth/register/set_password/', {
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(r.status).toBe(200);
  });
});

describe('password reset', () => {
  it('ask emails a link to the shell and a code; check_code and the link give the same token; reset works once', async () => {
    const ask = await h.call('POST', '/api/auth/password/ask/', {
      body: { email: 'cabinet@sandbox.test', lang: 'en' },
    });
    expect(ask.status).toBe(200);
    const link = h.state.outbox.list('cabinet@sandbox.test').find((e) => e.link)!.link!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4000\/en\/password-change\?uid=[^&]+&token=/);
    const url = new URL(link);
    const uid = url.searchParams.get('uid')!;
    const token = url.searchParams.get('token')!;
    const check = await h.call('POST', '/api/auth/password/check_code/', {
      body: { otp_id: ask.body.otp_id, code: h.latestCode('+380501000001') },
    });
    expect(check.body).toEqual({ uidb64: uid, token });
    expect((await h.call('GET', `/api/auth/password/reset/${uid}/${token}/`)).body).toEqual({ uidb64: uid, token });
    const reset = await h.call('POST', '/api/auth/password/reset/', {
      body: { uidb64: uid, token, password1: 'Another1!', password2: 'Another1!' },
    });
    expect(reset.status).toBe(200);
    expect((await h.login('cabinet@sandbox.test', 'Another1!')).access).toBeTruthy();
    const again = await h.call('GET', `/api/auth/password/reset/${uid}/${token}`);
    expect(again.body._error_code).toBe('ResetPasswordTokenIsNotValid');
  });
});
