// @vitest-environment node
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, uploadErrorSchema } from '@broker/shared/contracts';
import { harness, type Harness } from './testing/harness';

/**
 * Malformed, truncated and oversized multipart bodies on every call that reads form data or a file:
 * always a 4xx with the contract's error shape (`{detail}`; uploads also `{doc: [...]}`), never a 500.
 */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness({ maxUploadBytes: 1000 });
  token = (await h.login('cabinet@sandbox.test')).access;
});
afterAll(() => h.close());

const B = 'XyZbOuNdArY';
const mp = `multipart/form-data; boundary=${B}`;
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, filename: string, bytes: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n`;
const end = `--${B}--\r\n`;

const bodies: Array<[string, string, string]> = [
  [
    'truncated in a field (no closing boundary)',
    mp,
    `--${B}\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc`,
  ],
  ['truncated in a file', mp, `--${B}\r\nContent-Disposition: form-data; name="doc"; filename="a.png"\r\n\r\nPNGDATA`],
  ['truncated in the part headers', mp, `--${B}\r\nContent-Disposition: form-da`],
  ['no boundary parameter', 'multipart/form-data', field('email', 'a@b.test') + end],
  ['an empty boundary parameter', 'multipart/form-data; boundary=', field('email', 'a@b.test') + end],
  ['a boundary that never occurs', mp, 'hello world, no parts here'],
  [
    'another boundary than announced',
    mp,
    `--OTHER\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--OTHER--\r\n`,
  ],
  ['a part without headers', mp, `--${B}\r\n\r\nabc\r\n${end}`],
  ['a malformed part header', mp, `--${B}\r\nnonsense\r\n\r\nabc\r\n${end}`],
  ['too many fields', mp, Array.from({ length: 120 }, (_, i) => field(`f${i}`, 'v')).join('') + end],
  ['a field over the field size limit', mp, field('email', 'a'.repeat(200_000)) + end],
  ['two files', mp, file('doc', 'a.png', 'abc') + file('doc', 'b.png', 'abc') + end],
  ['a file over the upload limit', mp, file('doc', 'a.png', 'x'.repeat(5000)) + end],
  ['an empty body', mp, ''],
  ['only the closing boundary', mp, end],
  ['binary noise', mp, '\u0000\u00ff\r\n--\r\n\u0001'.repeat(50)],
];

const calls: Array<[string, boolean]> = [
  ['/api/auth/register/', false],
  ['/api/auth/register/set_password/', false],
  ['/api/auth/userinfo/', true],
  ['/api/auth/password/ask/', false],
  ['/api/profile/upload/', true],
  ['/api/cabinet/money_confirmations/', true],
];

describe.each(calls)('POST %s', (url, signedIn) => {
  it.each(bodies)('%s → 4xx with an error body', async (_name, contentType, body) => {
    const r = await h.call('POST', url, {
      body,
      headers: { 'content-type': contentType },
      ...(signedIn ? { token } : {}),
    });
    expect(r.status, r.raw).toBeGreaterThanOrEqual(400);
    expect(r.status, r.raw).toBeLessThan(500);
    expect(errorBodySchema.safeParse(r.body).success, r.raw).toBe(true);
    expect(
      typeof r.body.detail === 'string' || Array.isArray(r.body.doc) || Object.keys(r.body).length > 0,
      r.raw,
    ).toBe(true);
    if (url.endsWith('upload/') || url.endsWith('money_confirmations/')) {
      if (r.status === 400) expect(uploadErrorSchema.safeParse(r.body).success, r.raw).toBe(true);
    }
  });
});

it('the server keeps working after the malformed bodies: no temp file left behind, a good upload passes', async () => {
  expect(readdirSync(h.state.files.dir)).toEqual([]);
  const r = await h.call('POST', '/api/profile/upload/', {
    body: file('doc', 'ok.bmp', 'BMDATA') + end,
    headers: { 'content-type': mp },
    token,
  });
  expect(r.status).toBe(201);
  expect(readdirSync(h.state.files.dir)).toHaveLength(1);
});
