// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';

let h: Harness;
let t: string;
beforeAll(async () => {
  h = await harness({ maxUploadBytes: 1000 });
  t = (await h.login('cabinet@sandbox.test')).access;
});
afterAll(() => h.close());

const multipart = (field: string, filename: string, content: Buffer | string) => {
  const b = 'SANDBOXBOUNDARY';
  const head = `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
};

describe('lists page by 20 with limit/offset/ordering/doctype', () => {
  it('documents: 48 received, pages of 20, next links, then null', async () => {
    const p1 = await h.call('GET', '/api/profile/cabinet/sign_otp/all/', { token: t });
    expect(p1.body.count).toBe(48);
    expect(p1.body.results).toHaveLength(20);
    expect(p1.body.next).toMatch(/limit=20&offset=20/);
    const last = await h.call('GET', '/api/profile/cabinet/sign_otp/all/?limit=20&offset=40', { token: t });
    expect(last.body.results).toHaveLength(8);
    expect(last.body.next).toBeNull();
  });

  it('doctype filter and ordering (ascending and "-" descending)', async () => {
    const f = await h.call('GET', '/api/profile/cabinet/sign_otp/all/?doctype=2&ordering=request_date', { token: t });
    expect(f.body.results.every((d: { doctype: number }) => d.doctype === 2)).toBe(true);
    const dates = f.body.results.map((d: { request_date: string }) => d.request_date);
    expect(dates).toEqual([...dates].sort());
    const desc = await h.call('GET', '/api/profile/cabinet/sign_otp/all/?ordering=-title', { token: t });
    const titles = desc.body.results.map((d: { title: { en: string } }) => d.title.en);
    expect(titles).toEqual([...titles].sort().reverse());
  });

  it('to-sign list has only APPROVED documents; mark read updates counters', async () => {
    const s = await h.call('GET', '/api/profile/cabinet/sign_otp/', { token: t });
    expect(s.body.results.every((d: { status: string }) => d.status === 'APPROVED')).toBe(true);
    const r = await h.call('POST', '/api/profile/cabinet/sign_otp/read/', { token: t });
    expect(r.body.unread_unsigned_docs).toBe(0);
  });

  it('messages: 50 with unread filter; PUT read returns unread_messages', async () => {
    const all = await h.call('GET', '/api/messages/?limit=20&offset=0', { token: t });
    expect(all.body).toMatchObject({ count: 50, is_unread: true });
    const unread = await h.call('GET', '/api/messages/?unread=true', { token: t });
    expect(unread.body.count).toBe(12);
    const read = await h.call('PUT', `/api/messages/${unread.body.results[0].id}/`, {
      token: t,
      body: { was_read: true },
    });
    expect(read.body.unread_messages).toBe(11);
    expect(JSON.stringify(all.body)).toMatch(/onerror=/);
  });

  it('requests archive pages and a new request goes first', async () => {
    const before = await h.call('GET', '/api/cabinet/requests/', { token: t });
    expect(before.body.count).toBe(45);
    const created = await h.call('POST', '/api/cabinet/requests/', { token: t, body: { doctype: 2, year: 2024 } });
    expect(created.status).toBe(201);
    const after = await h.call('GET', '/api/cabinet/requests/', { token: t });
    expect(after.body.results[0].id).toBe(created.body.id);
    const future = await h.call('POST', '/api/cabinet/requests/', {
      token: t,
      body: { doctype: 1, date_from: '2023-05-01', date_to: '2023-04-01' },
    });
    expect(future.body.date_to).toEqual(['date-range-is-not-correct']);
  });
});

describe('uploads and downloads', () => {
  it('stores a file from field doc, downloads it back', async () => {
    // a BMP starts with "BM": first bytes must match the extension on profile/upload
    const up = multipart('doc', 'scan.bmp', 'BMDATA!');
    const r = await h.call('POST', '/api/profile/upload/', { token: t, ...up });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: 'scan.bmp', size: 7 });
    const dl = await h.call('GET', new URL(r.body.src).pathname, { token: t });
    expect(dl.raw).toBe('BMDATA!');
  });

  it.each([
    ['blocked extension', 'doc', 'virus.exe', 'x', /format/],
    ['not in the list', 'doc', 'notes.txt', 'x', /format/],
    ['too large', 'doc', 'big.pdf', Buffer.alloc(2000), /too large/],
    ['wrong field', 'file', 'scan.png', 'x', /No file/],
    ['empty file', 'doc', 'empty.png', '', /empty/],
    ['an .exe renamed .png (first bytes MZ)', 'doc', 'invoice.png', 'MZ\u0090\u0000this program', /format/],
    ['text named .pdf', 'doc', 'scan.pdf', 'hello', /format/],
  ])('%s → 400 doc error', async (_n, field, name, content, msg) => {
    const r = await h.call('POST', '/api/profile/upload/', { token: t, ...multipart(field, name, content) });
    expect(r.status).toBe(400);
    expect(r.body.doc[0]).toMatch(msg);
  });

  it('received documents download as real PDF and p7s bytes', async () => {
    const list = (await h.call('GET', '/api/profile/cabinet/sign_otp/all/?limit=50', { token: t })).body.results;
    const signed = list.find((d: { link_p7s: string | null }) => d.link_p7s);
    const pdf = await h.app.inject({
      method: 'GET',
      url: new URL(signed.link).pathname,
      headers: { authorization: `Bearer ${t}`, 'src-app': 'onboarding' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const p7s = await h.app.inject({
      method: 'GET',
      url: new URL(signed.link_p7s).pathname,
      headers: { authorization: `Bearer ${t}`, 'src-app': 'onboarding' },
    });
    expect(p7s.headers['content-type']).toBe('application/x-pkcs7-signature');
    expect(p7s.rawPayload[0]).toBe(0x30);
  });

  it('opening (downloading) an unread document marks it read: the user info counter drops', async () => {
    const auth = { authorization: `Bearer ${t}`, 'src-app': 'onboarding' };
    const list = (await h.call('GET', '/api/profile/cabinet/sign_otp/all/?limit=50', { token: t })).body.results;
    const unread = list.find((d: { was_read: boolean; link: string | null }) => !d.was_read && d.link);
    const before = (await h.call('GET', '/api/auth/userinfo/', { token: t })).body.unread_docs;
    await h.app.inject({ method: 'GET', url: new URL(unread.link).pathname, headers: auth });
    expect((await h.call('GET', '/api/auth/userinfo/', { token: t })).body.unread_docs).toBe(before - 1);
  });
});

describe('balance', () => {
  it('the seeded figures are hours old; refresh moves `created` to now', async () => {
    const first = (await h.call('GET', '/api/cabinet/balance/', { token: t })).body;
    const fresh = (await h.call('GET', '/api/cabinet/balance/refresh/', { token: t })).body;
    expect(Date.parse(fresh.created) - Date.parse(first.created)).toBeGreaterThanOrEqual(3 * 3_600_000);
  });
});

describe('websocket', () => {
  it('delivers pushes; a bad token closes with 4001; drop-sockets closes with a non-1000 code', async () => {
    const ws = await h.app.injectWS(`/api/ws/messages/?token=${t}&scope=onboarding`);
    const got = new Promise<string>((resolve) => ws.on('message', (m: Buffer) => resolve(m.toString())));
    const push = await h.call('POST', '/__sandbox/push', { body: { email: 'cabinet@sandbox.test', data: 'messages' } });
    expect(push.body.delivered).toBe(1);
    expect(JSON.parse(await got)).toEqual({ type: 'update', data: 'messages' });
    const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
    await h.call('POST', '/__sandbox/drop-sockets', { body: {} });
    expect(await closed).toBe(4000);
    const bad = await h.app.injectWS('/api/ws/messages/?token=nope&scope=onboarding');
    expect(await new Promise<number>((resolve) => bad.on('close', (code: number) => resolve(code)))).toBe(4001);
  });
});

describe('state-support cards (cabinet §1): refused as payout cards unless bonds were bought through the state app', () => {
  const upload = async (token: string) =>
    (await h.call('POST', '/api/profile/upload/', { token, ...multipart('doc', 'card.bmp', 'BMcard') })).body
      .id as number;
  const uahAccount = async (token: string) =>
    (await h.call('GET', '/api/cabinet/accounts/', { token })).body.verified.find((a: { currency: number[] }) =>
      a.currency.includes(1),
    );

  it('a client without such bonds: create_card and a new account answer state_support_card under the card number', async () => {
    const nt = (await h.login('cabinet-nonres@sandbox.test')).access;
    const acc = await uahAccount(nt);
    const card = await h.call('POST', `/api/cabinet/accounts/${acc.id}/create_card/`, {
      token: nt,
      body: { card_number: '9999123412341234', card_expire: '12/29', doc: [await upload(nt)] },
    });
    expect(card.status).toBe(400);
    expect(card.body.card_number).toEqual(['state_support_card']);
    const ordinary = { card_number: '4111111111111111', card_expire: '12/29', doc: [await upload(nt)] };
    const state = { card_number: '9999000011112222', card_expire: '11/28', doc: [await upload(nt)] };
    const created = await h.call('POST', '/api/cabinet/accounts/', {
      token: nt,
      body: { currency: [1], iban: 'UA123456789012345678901234567', doc: [await upload(nt)], cards: [ordinary, state] },
    });
    expect(created.status).toBe(400);
    expect(created.body.cards).toEqual([{}, { card_number: ['state_support_card'] }]);
  });

  it('a client with bonds bought through the state app: the card is accepted and marked is_state_support', async () => {
    const acc = await uahAccount(t);
    const card = await h.call('POST', `/api/cabinet/accounts/${acc.id}/create_card/`, {
      token: t,
      body: { card_number: '9999555566667777', card_expire: '12/29', doc: [await upload(t)] },
    });
    expect(card.status).toBe(201);
    expect(card.body.is_state_support).toBe(true);
    const cards = (await uahAccount(t)).cards as Array<{ card_number: string; is_state_support: boolean }>;
    expect(cards.map((c) => [c.card_number.slice(0, 4), c.is_state_support])).toContainEqual(['4149', false]);
  });
});
