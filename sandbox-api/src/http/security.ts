import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from '../config';
import { CONSOLE_SCRIPT } from '../routes/console-script';

/**
 * The origins the API answers CORS for: the configured shell origin(s), each under both loopback
 * names (the same server is http://127.0.0.1:4000 and http://localhost:4000). Exact matches only:
 * no other port, scheme or suffix, and never `null`.
 */
export function allowedOrigins(config: Pick<SandboxConfig, 'shellOrigin' | 'corsOrigins'>): Set<string> {
  const out = new Set<string>();
  for (const origin of [config.shellOrigin, ...config.corsOrigins]) {
    out.add(origin);
    const m = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.exec(origin);
    if (m) out.add(`http://${m[1] === 'localhost' ? '127.0.0.1' : 'localhost'}${m[2] ?? ''}`);
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The console page: its one inline script by hash, calls to this origin only, never framed. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(CONSOLE_SCRIPT)}`,
  "style-src 'unsafe-inline'", // the page's <style> and a few style attributes; no user data in them
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Everything else (JSON, files): nothing may run or load, and a file opened directly is sandboxed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Headers a real API sends on every answer, errors and faults included (set before any handler runs):
 * no MIME sniffing, no framing (X-Frame-Options for old browsers, frame-ancestors for new ones), no
 * referrer, and no caching of anything under the two bases (tokens, personal data, documents).
 */
export function installSecurityHeaders(app: FastifyInstance, config: SandboxConfig): void {
  const bases = [`${config.apiPrefix}/`, `${config.authPrefix}/`];
  app.addHook('onRequest', async (req, reply) => {
    void reply.headers({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': API_CSP,
    });
    if (bases.some((b) => req.url.startsWith(b))) void reply.header('cache-control', 'no-store');
  });
}
