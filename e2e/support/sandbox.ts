import type { CheckStatus, ProfileStatus, SocketTopic } from '@broker/shared/contracts';
import { e2eSettings } from './env';

/**
 * Typed helpers for the sandbox's back-office controls (sandbox-api/README.md "Control endpoints").
 * Each call throws with the response text when the sandbox answers an error.
 */
export interface SandboxUserRow {
  email: string;
  password: string;
  phone: string;
  is_resident: boolean;
  profile_status: ProfileStatus;
  check_status: CheckStatus;
  register_datasource: 'SHARING' | 'BANKID' | null;
  sms_otp_is_available: boolean;
  can_send_sms: boolean;
  phone_is_verified: boolean;
  confirmation_type: 'sms' | 'email';
  note: string;
}

/** The sandbox's own type: a change there is a type error here, not a silent drift. */
import type { OutboxEntry } from '../../sandbox-api/src/state/types';
export type { OutboxEntry };

export interface SandboxStats {
  requests: number;
  refreshCalls: number;
  /** "METHOD /path/" → calls */
  paths: Record<string, number>;
  /** "METHOD /route/:pattern/" → calls */
  routes: Record<string, number>;
}

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2eSettings().apiOrigin}/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sandbox ${method} /__sandbox/${path}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const sandbox = {
  users: () => call<SandboxUserRow[]>('GET', 'users'),
  /** codes and links sent to an email or phone, newest first */
  outbox: (to?: string) => call<OutboxEntry[]>('GET', `outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
  /** the newest one-time code sent to `to`; waits up to `timeoutMs` for it to arrive */
  async latestCode(to: string, timeoutMs = 5_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const code = (await sandbox.outbox(to)).find((e) => e.code)?.code;
      if (code) return code;
      if (Date.now() > until) throw new Error(`sandbox: no code sent to ${to}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  },
  /** the newest emailed link (e.g. the password-reset link into the shell) */
  async latestLink(to: string): Promise<string> {
    const link = (await sandbox.outbox(to)).find((e) => e.link)?.link;
    if (!link) throw new Error(`sandbox: no link sent to ${to}`);
    return link;
  },
  setStatus: (email: string, status: { check_status?: CheckStatus; profile_status?: ProfileStatus }) =>
    call<{ email: string; check_status: CheckStatus; profile_status: ProfileStatus }>(
      'POST',
      `users/${encodeURIComponent(email)}/status`,
      status,
    ),
  /** the application starts over: step data dropped, profile PART */
  questionnaireReset: (email: string) =>
    call<{ email: string }>('POST', `users/${encodeURIComponent(email)}/questionnaire-reset`, {}),
  /** `create` (default true) first adds the announced message/document */
  push: (email: string, data: SocketTopic, create = true) =>
    call<{ delivered: number }>('POST', 'push', { email, data, create }),
  maintenance: (on: boolean) => call<{ maintenance: boolean }>('POST', 'maintenance', { on }),
  blockNonresident: (on: boolean) => call<{ BLOCK_NONRESIDENT: boolean }>('POST', 'block-nonresident', { on }),
  /** the next `count` calls of `path` (full '/api/…' path, or a suffix like 'auth/userinfo') answer `status` */
  faults: (path: string, status: number, count = 1, extra: { method?: string; body?: Record<string, unknown> } = {}) =>
    call('POST', 'faults', { path, status, count, ...extra }),
  clearFaults: () => call('DELETE', 'faults'),
  reset: () => call<{ reset: true; users: number }>('POST', 'reset'),
  dropSockets: (email?: string) => call<{ dropped: number }>('POST', 'drop-sockets', email ? { email } : {}),
  sockets: () => call<Record<string, number>>('GET', 'sockets'),
  stats: () => call<SandboxStats>('GET', 'stats'),
  resetStats: () => call<SandboxStats>('DELETE', 'stats'),
  reports: () => call<Array<Record<string, unknown>>>('GET', 'reports'),
  clearReports: () => call('DELETE', 'reports'),
  /** outcome of the next QR sessions (sharing / diia_sign) after two polls */
  qrOutcome: (
    outcome: string,
    doubles: 'LAUNCHING' | 'EXISTING' | 'NOLOGIN' | null = null,
    shared: { email?: string; phone?: string } = {},
  ) => call('POST', 'qr', { outcome, doubles, ...shared }),
  /** onboarding signing: `manual` = QR signing and SIGNING wait for `signingAction`; `delaySeconds` = SIGNING → SIGNED */
  signingSettings: (s: { manual?: boolean; delaySeconds?: number }) =>
    call<{ manual: boolean; delaySeconds: number }>('POST', 'signing', s),
  /** act on a user's open QR signing (scan/complete/refuse/fail/expire), else on their SIGNING (complete/fail) */
  signingAction: (email: string, action: 'scan' | 'complete' | 'refuse' | 'fail' | 'expire') =>
    call<{ email: string; qr: string | null; check_status: CheckStatus }>(
      'POST',
      `signing/${encodeURIComponent(email)}`,
      { action },
    ),
  otpBlock: (to: string, seconds = 300) => call<{ block_until: number }>('POST', 'otp-block', { to, seconds }),
  /** expire a user's (or everyone's) access tokens now: the next call must refresh */
  expireTokens: (email?: string) => call<{ expired: number }>('POST', 'expire-tokens', email ? { email } : {}),
  tokenTtl: (ttl: { access?: number; refresh?: number; unit?: 'minutes' | 'seconds' }) =>
    call('POST', 'token-ttl', ttl),
  startupNotice: (n: { uk: string; en: string; button_uk: string; button_en: string } | null) =>
    call('POST', 'startup', n ?? { off: true }),
};
