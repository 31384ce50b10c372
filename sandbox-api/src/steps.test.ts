// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';

/** Application steps validate like a real backend (issue 17 §4, sandbox README "Application steps"). */
let h: Harness;
let t: string;
const EMAIL = 'new-part@sandbox.test';
beforeAll(async () => {
  h = await harness();
  t = (await h.login(EMAIL)).access;
});
afterAll(() => h.close());

const name = {
  last_name: 'Шевченко',
  first_name: 'Тарас',
  birth_date: '1990-05-12',
  birth_city: 'Київ',
  has_inn: true,
  inn: '1234567890',
};

describe('backend field errors of the steps', () => {
  it.each([
    ['a tax id of all zeros', { ...name, inn: '0000000000' }, 'inn'],
    ['under 18', { ...name, birth_date: '2020-01-01' }, 'birth_date'],
  ])('step_name: %s → 400 on its field', async (_n, body, field) => {
    const r = await h.call('POST', '/api/profile/step_name/', { token: t, body });
    expect(r.status).toBe(400);
    expect(r.body[field]).toHaveLength(1);
  });

  it('step_passport: an issue date before the birth date → 400 on date_issued; after it → saved', async () => {
    expect((await h.call('POST', '/api/profile/step_name/', { token: t, body: name })).status).toBe(200);
    const doc = { passport_type: 'OldPassport', seria: 'КН', number: '123456', issued: 'Київським РВ' };
    const early = await h.call('POST', '/api/profile/step_passport/', {
      token: t,
      body: { ...doc, date_issued: '1989-01-01' },
    });
    expect(early.status).toBe(400);
    expect(early.body.date_issued[0]).toMatch(/before the birth date/);
    const ok = await h.call('POST', '/api/profile/step_passport/', {
      token: t,
      body: { ...doc, date_issued: '2010-01-01' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.number).toBe('123456');
  });

  it('the console resets a questionnaire', async () => {
    const r = await h.call('POST', `/__sandbox/users/${encodeURIComponent(EMAIL)}/questionnaire-reset`, { body: {} });
    expect(r.status).toBe(200);
    const after = await h.call('GET', '/api/profile/step_passport/', { token: t });
    expect(after.body.number).toBeNull();
  });
});
