import { e2eSettings } from '../support/env';

/** The sandbox's back-office controls the session tests use (sandbox-api README "Control endpoints"). */
async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2eSettings().apiOrigin}/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const control = {
  maintenance: (on: boolean) => call('POST', 'maintenance', { on }),
  push: (email: string, data: 'messages' | 'accounts' | 'docs') => call('POST', 'push', { email, data }),
  dropSockets: (email?: string) => call('POST', 'drop-sockets', email ? { email } : {}),
  refreshCalls: async () => (await call<{ refreshCalls: number }>('GET', 'stats')).refreshCalls,
  /** the 503 body the onboarding base answers with while maintenance is on */
  maintenanceBody: async () => {
    const res = await fetch(`${e2eSettings().apiOrigin}/api/auth/userinfo/`);
    return (await res.json()) as Record<string, string>;
  },
};
