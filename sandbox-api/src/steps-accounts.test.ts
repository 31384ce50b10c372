// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';

let h: Harness;
let t: string;
let doc: number;
beforeAll(async () => {
  h = await harness();
  t = (await h.login('new-part@sandbox.test')).access;
  const b = 'SANDBOXBOUNDARY';
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const body = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="doc"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const up = await h.call('POST', '/api/profile/upload/', {
    token: t,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  });
  expect(up.status).toBe(201);
  doc = up.body.id;
});
afterAll(() => h.close());

const account = (iban: string, cards: string[] = []) => ({
  currency: [1],
  iban,
  doc: [doc],
  cards: cards.map((n) => ({ card_number: n, card_expire: '12/29', doc: [doc] })),
});

describe('step 4 (accounts): duplicates are named on the later account or card, nested per list', () => {
  it.each([
    [
      'IBAN',
      () => [account('UA1234567890123'), account('ua1234567890123')],
      { accounts: [{}, { iban: ['iban_is_not_unique'] }] },
    ],
    [
      'card across accounts',
      () => [account('UA1234567890123', ['4149499912345678']), account('UA9234567890123', ['4149499912345678'])],
      { accounts: [{}, { cards: [{ card_number: ['card_is_not_unique'] }] }] },
    ],
    [
      'card in one account',
      () => [account('UA1234567890123', ['4149499912345678', '4149499912345678'])],
      { accounts: [{ cards: [{}, { card_number: ['card_is_not_unique'] }] }] },
    ],
  ])('%s', async (_n, accounts, expected) => {
    // the table is built before the upload: accounts are made when the row runs
    const r = await h.call('POST', '/api/profile/step_accounts/', { token: t, body: { accounts: accounts() } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject(expected);
  });

  it('distinct ones are saved and read back', async () => {
    const r = await h.call('POST', '/api/profile/step_accounts/', {
      token: t,
      body: { accounts: [account('UA1234567890123', ['4149499912345678']), account('UA9234567890123')] },
    });
    expect(r.status).toBe(200);
    expect(r.body.accounts).toHaveLength(2);
    expect(r.body.accounts[0].cards[0]).toMatchObject({ card_number: '4149499912345678', card_expire: '12/29' });
  });
});

describe('step 6 is the final submit', () => {
  it('FULL + INITIAL for a resident, then FullSentProfile on any step', async () => {
    const r = await h.call('POST', '/api/profile/step_targets/', { token: t, body: { target: [1], frequency: 1 } });
    expect(r.status).toBe(200);
    const me = await h.call('GET', '/api/auth/userinfo/', { token: t });
    expect(me.body).toMatchObject({ profile_status: 'FULL', check_status: 'INITIAL' });
    const again = await h.call('POST', '/api/profile/step_fatca/', {
      token: t,
      body: {
        is_usa_citizen: false,
        has_residence: false,
        is_usa_born: false,
        has_usa_address: false,
        has_usa_phone: false,
        has_usa_payment_order: false,
        has_usa_p_a: false,
      },
    });
    expect(again.body).toMatchObject({ _error_code: 'FullSentProfile' });
  });
});
