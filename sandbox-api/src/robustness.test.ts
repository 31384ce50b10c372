// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceBodySchema } from '@broker/shared/contracts';
import { harness, type Harness } from './testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness({ bodyLimit: 10_000 });
});
afterAll(() => h.close());

describe('bad input never crashes: 400 with an error body', () => {
  const cases: Array<[string, string, Record<string, string>]> = [
    ['malformed JSON', '{"email": ', { 'content-type': 'application/json' }],
    ['empty JSON body', '', { 'content-type': 'application/json' }],
    ['a JSON array', '[1,2,3]', { 'content-type': 'application/json' }],
    [
      'a huge body',
      JSON.stringify({ email: 'a'.repeat(20_000), password: 'x' }),
      { 'content-type': 'application/json' },
    ],
    ['an unknown content type', 'abc', { 'content-type': 'application/x-unknown' }],
    ['missing fields', '{}', { 'content-type': 'application/json' }],
    ['wrong field types', '{"email": 5, "password": []}', { 'content-type': 'application/json' }],
  ];
  it.each(cases)('%s', async (_name, body, headers) => {
    const r = await h.call('POST', '/sso/auth/token/', { body, headers });
    expect(r.status).toBe(400);
    expect(typeof r.body).toBe('object');
    expect(r.body.detail).toBeTruthy();
  });

  it('field errors name the fields', async () => {
    const r = await h.call('POST', '/api/auth/register/', { body: { email: 'x@example.test' } });
    expect(r.status).toBe(400);
    expect(r.body.phone).toEqual(expect.any(Array));
  });

  it('unknown paths are 404 with a body; the path without the trailing slash works', async () => {
    expect((await h.call('GET', '/api/nope/')).status).toBe(404);
    expect((await h.call('GET', '/api/profile/settings')).status).toBe(200);
  });
});

describe('faults and maintenance', () => {
  it('the next N calls of a path fail with the given status, then it works again', async () => {
    await h.call('POST', '/__sandbox/faults', { body: { path: '/api/profile/settings/', status: 500, count: 2 } });
    expect((await h.call('GET', '/api/profile/settings/')).status).toBe(500);
    expect((await h.call('GET', '/api/profile/settings')).status).toBe(500);
    expect((await h.call('GET', '/api/profile/settings/')).status).toBe(200);
  });

  it('a relative fault path matches by suffix; a 503 fault carries the maintenance texts', async () => {
    await h.call('POST', '/__sandbox/faults', { body: { path: 'profile/refs/currencies', status: 503, count: 1 } });
    const r = await h.call('GET', '/api/profile/refs/currencies/');
    expect(r.status).toBe(503);
    expect(maintenanceBodySchema.parse(r.body).TECH_WORKS_BACKEND_TEXT_EN).toBeTruthy();
  });

  it('maintenance: 503 with uk/en texts and a support email on the onboarding base only', async () => {
    await h.call('POST', '/__sandbox/maintenance', { body: { on: true } });
    const r = await h.call('GET', '/api/auth/userinfo/');
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({
      TECH_WORKS_BACKEND_TEXT_UA: expect.any(String),
      TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: expect.stringContaining('@'),
    });
    expect(
      (await h.call('POST', '/sso/auth/token/', { body: { email: 'cabinet@sandbox.test', password: 'Sandbox1!' } }))
        .status,
    ).toBe(200);
    await h.call('POST', '/__sandbox/maintenance', { body: { on: false } });
    expect((await h.call('GET', '/api/auth/userinfo/')).status).toBe(401);
  });

  it('CORS: the shell origin with credentials and the custom headers (headers.test.ts: nobody else)', async () => {
    const r = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/userinfo/',
      headers: {
        origin: 'http://127.0.0.1:4000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,src-app',
      },
    });
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4000');
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(String(r.headers['access-control-allow-headers'])).toMatch(/Src-App/);
    // errors carry CORS headers too, or the browser would hide the 401/503 from the client
    const denied = await h.app.inject({
      method: 'GET',
      url: '/api/auth/userinfo/',
      headers: { origin: 'http://127.0.0.1:4000' },
    });
    expect([denied.statusCode, denied.headers['access-control-allow-origin']]).toEqual([401, 'http://127.0.0.1:4000']);
    await h.call('POST', '/__sandbox/maintenance', { body: { on: true } });
    const down = await h.app.inject({
      method: 'GET',
      url: '/api/auth/userinfo/',
      headers: { origin: 'http://127.0.0.1:4000' },
    });
    await h.call('POST', '/__sandbox/maintenance', { body: { on: false } });
    expect([down.statusCode, down.headers['access-control-allow-origin']]).toEqual([503, 'http://127.0.0.1:4000']);
    const other = await h.app.inject({
      method: 'GET',
      url: '/api/profile/settings/',
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports: stores the last 200, accepts text/plain JSON', async () => {
    for (let i = 0; i < 205; i++)
      await h.call('POST', '/__sandbox/reports', { body: { kind: 'remote-failed', remote: `r${i}` } });
    await h.call('POST', '/__sandbox/reports', {
      body: '{"kind":"beacon"}',
      headers: { 'content-type': 'text/plain' },
    });
    const list = (await h.call('GET', '/__sandbox/reports')).body;
    expect(list).toHaveLength(200);
    expect(list[0].kind).toBe('beacon');
  });
});
