import type { Page, Route } from '@playwright/test';
import { e2eSettings } from './env';
import { sandbox } from './sandbox';

/** The seeded users' password (sandbox-api README); `/__sandbox/users` is asked when it differs. */
const DEFAULT_PASSWORD = 'Sandbox1!';

export interface SessionTokens {
  access: string;
  refresh: string;
  /** the stored scope (first element of the token answer's list) */
  scope: string;
  accessTtlMs: number;
  refreshTtlMs: number;
}

async function passwordOf(email: string): Promise<string> {
  return (await sandbox.users()).find((u) => u.email === email)?.password ?? DEFAULT_PASSWORD;
}

/**
 * Log a seeded user in through the sandbox's auth base (as the login screen would: app=onboarding)
 * and read the token lifetimes from settings (minutes → ms).
 */
export async function tokensFor(email: string, password?: string): Promise<SessionTokens> {
  const { apiOrigin } = e2eSettings();
  const pw = password ?? (await passwordOf(email));
  const res = await fetch(`${apiOrigin}/sso/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: pw, lang: 'uk', app: 'onboarding' }),
  });
  if (!res.ok) throw new Error(`tokensFor(${email}): HTTP ${res.status} ${await res.text()}`);
  const tokens = (await res.json()) as { access: string; refresh: string; scope: string[] };
  const scope = tokens.scope[0] ?? '';
  const settingsRes = await fetch(`${apiOrigin}/api/profile/settings/`, {
    headers: { Authorization: `Bearer ${tokens.access}`, 'Src-App': scope },
  });
  if (!settingsRes.ok) throw new Error(`tokensFor(${email}): settings HTTP ${settingsRes.status}`);
  const settings = (await settingsRes.json()) as { AUTH_ACCESS_TOKEN_TTL: number; AUTH_REFRESH_TOKEN_TTL: number };
  return {
    access: tokens.access,
    refresh: tokens.refresh,
    scope,
    accessTtlMs: Math.round(settings.AUTH_ACCESS_TOKEN_TTL * 60_000),
    refreshTtlMs: Math.round(settings.AUTH_REFRESH_TOKEN_TTL * 60_000),
  };
}

/**
 * Signed in without the login screen: tokens go into the shell origin's localStorage under the spec's
 * keys (what the auth store reads at start-up). The page is left on a blank same-origin document;
 * `page.goto(<route>)` next starts the shell with the session and the redirect rule applies.
 */
export async function loginViaApi(page: Page, email: string, opts: { password?: string } = {}): Promise<SessionTokens> {
  const tokens = await tokensFor(email, opts.password);
  // any document of the shell's origin will do; config.json is tiny and runs no app code (its
  // favicon.ico request would 404 and count as a console error, so it is answered here)
  const noFavicon = (route: Route) => route.fulfill({ status: 204 });
  await page.route('**/favicon.ico', noFavicon);
  await page.goto('/config.json');
  await page.unroute('**/favicon.ico', noFavicon);
  await page.evaluate((t) => {
    const now = Date.now();
    const entries: Record<string, string> = {
      access_token: t.access,
      refresh_token: t.refresh,
      access_ttl: String(t.accessTtlMs),
      refresh_ttl: String(t.refreshTtlMs),
      access_ttl_limit: String(now + t.accessTtlMs),
      refresh_ttl_limit: String(now + t.refreshTtlMs),
      scope: t.scope,
    };
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, tokens);
  return tokens;
}

/** What the shell exposes on `window.__broker` that the session tests read (see shell debug-handle). */
export interface BrokerHandle {
  authStore: {
    getState(): { tokens: Record<string, string | number> | null; user: Record<string, unknown> | null };
    setState(s: object): void;
  };
  bus: { on(name: string, fn: (payload: unknown) => void): () => void; emit(name: string, payload: unknown): void };
  session: { getState(): { phase: string; socket: { status: string; opens: number; reconnects: number } } };
  api: {
    fetchUserInfo(): Promise<{ email: string }>;
    login(input: { email: string; password: string; lang: string }): Promise<void>;
  };
}
export type BrokerWindow = Window & { __broker: BrokerHandle; __seen?: Record<string, unknown[]> };

/** Records every payload of the given bus events in `window.__seen[name]` (read with `seenOn`). */
export async function recordBus(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as BrokerWindow).__broker));
  await page.evaluate((list) => {
    const w = window as unknown as BrokerWindow;
    w.__seen ??= {};
    for (const name of list) {
      const bucket: unknown[] = (w.__seen[name] ??= []);
      w.__broker.bus.on(name, (p) => bucket.push(p));
    }
  }, names);
}

export function seenOn(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate((n) => (window as unknown as BrokerWindow).__seen?.[n] ?? [], name);
}
