// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await harness({ signDelaySeconds: 20, accessTtl: 600 });
});
afterEach(() => h.close());

const RESIDENT = 'res-full-sharing-approved@sandbox.test';
const NONRES = 'nonres-sign@sandbox.test';
const control = (path: string, body: unknown) => h.call('POST', `/__sandbox/${path}`, { body });
const status = async (token: string) => (await h.call('GET', '/api/auth/userinfo/', { token })).body.check_status;

async function startQr(email = RESIDENT) {
  const { access } = await h.login(email);
  const docs = (await h.call('GET', '/api/profile/diia_sign/', { token: access })).body.map(
    (d: { uuid: string }) => d.uuid,
  );
  expect((await h.call('POST', '/api/profile/diia_sign/', { token: access, body: { docs } })).status).toBe(200);
  const poll = async () => (await h.call('GET', '/api/profile/diia_sign/result/', { token: access })).body;
  return { access, poll };
}

async function signNonresident() {
  const { access } = await h.login(NONRES);
  const docs = (await h.call('GET', '/api/profile/nonresident/sign_otp/', { token: access })).body.map(
    (d: { uuid: string }) => d.uuid,
  );
  const otp = (
    await h.call('POST', '/api/profile/nonresident/sign_otp/', { token: access, body: { docs, sign: true } })
  ).body;
  const code = h.latestCode('+380501000007');
  const confirmed = await h.call('POST', '/api/profile/nonresident/sign_otp/confirm/', {
    token: access,
    body: { code, otp_id: otp.otp_id },
  });
  expect(confirmed.body).toEqual({ success: true, check_status: 'SIGNING' });
  return access;
}

describe('signing controls', () => {
  it('manual mode: a QR signing stays initialized until the console answers for it', async () => {
    await control('signing', { manual: true });
    const { access, poll } = await startQr();
    for (let i = 0; i < 4; i++) expect((await poll()).status).toBe('initialized');
    expect((await control(`signing/${RESIDENT}`, { action: 'scan' })).body.qr).toBe('processing');
    expect((await poll()).status).toBe('processing');
    const done = await control(`signing/${RESIDENT}`, { action: 'complete' });
    expect(done.body).toMatchObject({ qr: 'success', check_status: 'SIGNING' });
    expect(await poll()).toMatchObject({ success: true, status: 'success', check_status: 'SIGNING' });
    // manual: SIGNING waits for the console too, whatever the clock says
    h.clock.advance(60_000);
    expect(await status(access)).toBe('SIGNING');
    expect((await control(`signing/${RESIDENT}`, { action: 'complete' })).body.check_status).toBe('SIGNED');
    expect(await status(access)).toBe('SIGNED');
  });

  it.each([
    ['refuse', 'refuse'],
    ['expire', 'notUsed'],
    ['fail', 'error'],
  ])('%s ends an open QR signing with %s; the user stays APPROVED', async (action, qr) => {
    await control('signing', { manual: true });
    const { access, poll } = await startQr();
    await control(`signing/${RESIDENT}`, { action });
    expect(await poll()).toMatchObject({ success: false, status: qr, check_status: 'APPROVED' });
    expect(await status(access)).toBe('APPROVED');
  });

  it('a renewed QR starts over (the console answer belonged to the old code)', async () => {
    await control('signing', { manual: true });
    const { access, poll } = await startQr();
    await control(`signing/${RESIDENT}`, { action: 'expire' });
    await h.call('GET', '/api/profile/diia_sign/deeplink/new/', { token: access });
    expect((await poll()).status).toBe('initialized');
  });

  it('non-resident: fail sends SIGNING back to APPROVED; complete makes it SIGNED', async () => {
    await control('signing', { manual: true });
    const access = await signNonresident();
    expect((await control(`signing/${NONRES}`, { action: 'fail' })).body.check_status).toBe('APPROVED');
    expect((await h.call('GET', '/api/profile/nonresident/sign_otp/signed/', { token: access })).body).toEqual({
      check_status: 'APPROVED',
      signed: false,
    });
    await signNonresident();
    await control(`signing/${NONRES}`, { action: 'complete' });
    expect((await h.call('GET', '/api/profile/nonresident/sign_otp/signed/', { token: access })).body).toEqual({
      check_status: 'SIGNED',
      signed: true,
    });
  });

  it('the delay can be shortened at runtime; auto mode ends SIGNING after it', async () => {
    expect((await control('signing', { delaySeconds: 2 })).body).toEqual({ manual: false, delaySeconds: 2 });
    const access = await signNonresident();
    h.clock.advance(1_000);
    expect(await status(access)).toBe('SIGNING');
    h.clock.advance(1_000);
    expect(await status(access)).toBe('SIGNED');
  });

  it('auto mode keeps the poll-driven QR (initialized, processing, outcome)', async () => {
    const { poll } = await startQr();
    expect((await poll()).status).toBe('initialized');
    expect((await poll()).status).toBe('processing');
    expect(await poll()).toMatchObject({ status: 'success', check_status: 'SIGNING' });
  });

  it('nothing to act on → 409; unknown user → 404; unknown action → 400; reset restores the settings', async () => {
    expect((await control(`signing/${RESIDENT}`, { action: 'complete' })).status).toBe(409);
    expect((await control('signing/nobody@sandbox.test', { action: 'complete' })).status).toBe(404);
    expect((await control(`signing/${RESIDENT}`, { action: 'explode' })).status).toBe(400);
    await control('signing', { manual: true, delaySeconds: 1 });
    await h.call('POST', '/__sandbox/reset');
    expect((await h.call('GET', '/__sandbox/signing')).body).toEqual({ manual: false, delaySeconds: 20 });
  });
});
