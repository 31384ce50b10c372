import type { FastifyInstance, InjectOptions } from 'fastify';
import { ManualClock } from '../clock';
import type { SandboxConfig } from '../config';
import { buildSandbox, type RouteInfo } from '../server';
import { SEED_PASSWORD } from '../seed/users';
import type { SandboxState } from '../state/state';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test harness: JSON of any route, asserted per test
type AnyJson = any;

export interface Harness {
  app: FastifyInstance;
  routes: RouteInfo[];
  state: SandboxState;
  clock: ManualClock;
  /** JSON call; `token` adds Bearer + Src-App */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: AnyJson; raw: string; headers: Record<string, unknown> }>;
  login(email: string, password?: string): Promise<{ access: string; refresh: string }>;
  latestCode(to: string): string;
  close(): Promise<void>;
}

/** An in-process sandbox on a manual clock (no port): `app.inject` under the hood. */
export async function harness(config: Partial<SandboxConfig> = {}): Promise<Harness> {
  const clock = new ManualClock();
  const { app, state, routes } = await buildSandbox({
    clock,
    config: { quiet: true, shellOrigin: 'http://127.0.0.1:4000', ...config },
    log: () => {},
  });
  const h: Harness = {
    app,
    routes,
    state,
    clock,
    async call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) Object.assign(headers, { authorization: `Bearer ${opts.token}`, 'src-app': 'onboarding' });
      const res = await app.inject({
        method,
        url,
        headers,
        ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      });
      let body: unknown = res.body;
      try {
        body = JSON.parse(res.body);
      } catch {
        /* not JSON (files, HTML) */
      }
      return { status: res.statusCode, body, raw: res.body, headers: res.headers };
    },
    async login(email, password = SEED_PASSWORD) {
      const r = await h.call('POST', '/sso/auth/token/', { body: { email, password } });
      if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.raw}`);
      return r.body;
    },
    latestCode(to) {
      const code = state.outbox.list(to).find((e) => e.code)?.code;
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    close: () => app.close(),
  };
  return h;
}

/** A code that is certainly wrong. */
export const wrongCode = (right: string) => (right === '0000' ? '1111' : '0000');
