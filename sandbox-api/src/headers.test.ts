// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';
import { CONSOLE_SCRIPT } from './routes/console-script';

/** The headers a real API sends (#9.7): sniffing, framing, caching, CORS only for the shell. */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness({ corsOrigins: ['http://127.0.0.1:4000'] });
  token = (await h.login('cabinet@sandbox.test')).access;
});
afterAll(() => h.close());

describe('every response: nosniff, no framing, no referrer', () => {
  const calls: Array<[string, string, boolean]> = [
    ['GET', '/', false],
    ['GET', '/api/profile/settings/', false],
    ['GET', '/api/auth/userinfo/', true],
    ['GET', '/api/auth/userinfo/', false],
    ['GET', '/api/nope/', false],
    ['POST', '/sso/auth/token/', false],
    ['GET', '/__sandbox/users', false],
  ];
  it.each(calls)('%s %s (signed in: %s)', async (method, url, signedIn) => {
    const r = await h.call(method as 'GET', url, signedIn ? { token } : {});
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(String(r.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(r.headers['referrer-policy']).toBe('no-referrer');
  });

  it('API answers are never cached (tokens, personal data)', async () => {
    for (const url of ['/api/auth/userinfo/', '/api/profile/settings/']) {
      expect((await h.call('GET', url, { token })).headers['cache-control']).toBe('no-store');
    }
    expect(
      (await h.call('POST', '/sso/auth/token/', { body: { email: 'cabinet@sandbox.test', password: 'Sandbox1!' } }))
        .headers['cache-control'],
    ).toBe('no-store');
  });

  it('the console runs only its own script: CSP with the script hash, nothing else', async () => {
    const r = await h.call('GET', '/');
    const csp = String(r.headers['content-security-policy']);
    const hash = createHash('sha256').update(CONSOLE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('JSON answers carry a CSP that allows nothing', async () => {
    expect(String((await h.call('GET', '/api/profile/settings/')).headers['content-security-policy'])).toMatch(
      /default-src 'none'/,
    );
  });
});

describe('CORS: only the configured shell origin(s)', () => {
  const preflight = (origin: string) =>
    h.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/userinfo/',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,src-app',
      },
    });
  const origins: Array<[string, boolean]> = [
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000', true], // the same shell by its other loopback name
    ['http://127.0.0.1:4010', false],
    ['http://localhost:5173', false],
    ['http://127.0.0.1:40000', false],
    ['http://127.0.0.1:4000.evil.test', false],
    ['https://127.0.0.1:4000', false],
    ['null', false],
    ['https://evil.test', false],
  ];
  it.each(origins)('%s → allowed: %s', async (origin, allowed) => {
    const pre = await preflight(origin);
    const get = await h.app.inject({
      method: 'GET',
      url: '/api/auth/userinfo/',
      headers: { origin, authorization: `Bearer ${token}`, 'src-app': 'onboarding' },
    });
    if (allowed) {
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      expect(get.headers['access-control-allow-origin']).toBe(origin);
    } else {
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(String(get.headers.vary ?? '')).toMatch(/Origin/i);
  });
});

describe('downloads: attachments with a stored, safe content type', () => {
  const B = 'XBOUNDARY';
  const upload = (filename: string, type: string, bytes: Buffer | string) =>
    h.call('POST', '/api/profile/upload/', {
      token,
      body: Buffer.concat([
        Buffer.from(
          `--${B}\r\nContent-Disposition: form-data; name="doc"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${B}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
    });
  // real first bytes: profile/upload checks them against the extension
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const with_ = (head: Buffer | number[], tail: string) => Buffer.concat([Buffer.from(head), Buffer.from(tail)]);
  const cases: Array<[string, string, Buffer | string, string]> = [
    ['scan.png', 'image/png', with_(PNG, 'DATA'), 'image/png'],
    ['scan.png', 'text/html', with_(PNG, '<script>alert(1)</script>'), 'image/png'],
    ['photo.JPG', 'application/javascript', with_([0xff, 0xd8, 0xff], 'alert(1)'), 'image/jpeg'],
    ['paper.pdf', 'text/html; charset=utf-8', '%PDF-1.4 <html><script>alert(1)</script>', 'application/pdf'],
    ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
    ['scan.heic', 'text/html', with_([0, 0, 0, 0x18], 'ftypheic'), 'image/heic'],
    ['scan.tiff', '', with_([0x49, 0x49, 0x2a, 0x00], 'TIFF'), 'image/tiff'],
  ];
  it.each(cases)(
    '%s sent as "%s" → stored and served as its own type, attachment, sandboxed',
    async (name, sentType, bytes, stored) => {
      const up = await upload(name, sentType, bytes);
      expect(up.status, up.raw).toBe(201);
      expect(up.body.content_type).toBe(stored);
      const r = await h.call('GET', `/api/profile/doc/${up.body.uuid}/`, { token });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe(stored);
      expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="[\w.-]+"; filename\*=UTF-8''/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(String(r.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
      expect(r.headers['cache-control']).toBe('no-store');
    },
  );

  it('a name with quotes, slashes or non-Latin letters cannot break the header', async () => {
    // in the multipart header a quote travels escaped (\\"), as browsers send it
    const up = await upload('звіт \\"a\\";b\'(1).png', 'image/png', with_(PNG, 'x'));
    expect(up.status, up.raw).toBe(201);
    const r = await h.call('GET', `/api/profile/doc/${up.body.uuid}/`, { token });
    const cd = String(r.headers['content-disposition']);
    expect(cd).toMatch(/^attachment; filename="[\w.-]+"; filename\*=UTF-8''[\w%.-]+$/);
    expect(decodeURIComponent(cd.split("UTF-8''")[1]!)).toBe(up.body.name);
    expect(up.body.name).toContain('звіт');
  });

  it('received documents (PDF and signature) are attachments too', async () => {
    const list = await h.call('GET', '/api/profile/cabinet/sign_otp/all/', { token });
    const signed = list.body.results.find((d: { status: string }) => d.status === 'SIGNED');
    for (const [kind, type] of [
      ['pdf', 'application/pdf'],
      ['p7s', 'application/x-pkcs7-signature'],
    ]) {
      const r = await h.call('GET', `/api/cabinet/documents/${signed.uuid}/${kind}/`, { token });
      expect([r.status, r.headers['content-type']]).toEqual([200, type]);
      expect(String(r.headers['content-disposition'])).toMatch(/^attachment; /);
    }
  });
});
