import ky, { type KyInstance } from 'ky';
import { bus } from '@broker/shared/events';
import { maintenanceBodySchema, type MaintenanceBody } from '@broker/shared/contracts';
import { apiConfig, onConfigChange, type ApiBase } from './config';

/**
 * What the transport needs from the session, without importing it (`@broker/shared/session` builds on
 * this module, so the dependency points one way): `@broker/shared/session` registers itself when it is
 * first imported. Until then calls go out without a token.
 */
export interface AuthProvider {
  /** The signed-in user's access token (made fresh first) and scope, or null when signed out. */
  credentials(): Promise<{ access: string; scope: string } | null>;
  /** The onboarding base answered 401. */
  onUnauthorized(): void;
}

let authProvider: AuthProvider = { credentials: async () => null, onUnauthorized: () => undefined };

export function setAuthProvider(provider: AuthProvider): void {
  authProvider = provider;
}

/**
 * Bearer and `Src-App` (the stored scope) on the onboarding base (onboarding §7). The token is made
 * fresh first; a caller that already set Authorization (login's settings call with the new token) wins.
 */
export async function authHeaders(): Promise<Record<string, string>> {
  const creds = await authProvider.credentials();
  const headers: Record<string, string> = {};
  if (creds) headers.Authorization = `Bearer ${creds.access}`;
  const scope = creds?.scope || apiConfig().srcAppFallback;
  if (scope) headers['Src-App'] = scope;
  return headers;
}

/**
 * What every answer of the onboarding base may trigger, whoever made the call (ky, XHR upload):
 * 401 → the session decides (logout unless the page is whitelisted); 503 → the maintenance page.
 */
export function watchStatus(status: number, bodyText: () => Promise<string>): Promise<void> | void {
  if (status === 401) authProvider.onUnauthorized();
  if (status === 503) return emitMaintenance(bodyText);
}

async function emitMaintenance(bodyText: () => Promise<string>): Promise<void> {
  let texts: MaintenanceBody = {};
  try {
    const parsed = maintenanceBodySchema.safeParse(JSON.parse(await bodyText()));
    if (parsed.success) texts = parsed.data;
  } catch {
    /* a proxy's HTML 503: the page shows its own texts */
  }
  bus.emit('app:maintenance', {
    texts: {
      TECH_WORKS_BACKEND_TEXT_UA: texts.TECH_WORKS_BACKEND_TEXT_UA,
      TECH_WORKS_BACKEND_TEXT_EN: texts.TECH_WORKS_BACKEND_TEXT_EN,
      TECH_WORKS_BACKEND_TEXT_SUPPORT_UA: texts.TECH_WORKS_BACKEND_TEXT_SUPPORT_UA,
      TECH_WORKS_BACKEND_TEXT_SUPPORT_EN: texts.TECH_WORKS_BACKEND_TEXT_SUPPORT_EN,
      TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: texts.TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL,
    },
  });
}

function build(): Record<ApiBase, KyInstance> {
  const cfg = apiConfig();
  const common = {
    credentials: 'include' as const,
    // no silent retries: react-query retries reads, and a 503 must reach the maintenance page at once
    retry: 0,
    timeout: cfg.timeoutMs ?? 30_000,
    // helpers turn non-2xx answers into ApiError themselves (they need the body)
    throwHttpErrors: false,
    ...(cfg.fetch ? { fetch: cfg.fetch } : {}),
  };
  return {
    auth: ky.create({ ...common, prefixUrl: cfg.authBase }),
    api: ky.create({
      ...common,
      prefixUrl: cfg.apiBase,
      hooks: {
        beforeRequest: [
          async (request) => {
            if (request.headers.has('Authorization')) return;
            for (const [k, v] of Object.entries(await authHeaders())) request.headers.set(k, v);
          },
        ],
        afterResponse: [
          async (_request, _options, response) => {
            await watchStatus(response.status, () => response.clone().text());
          },
        ],
      },
    }),
  };
}

let instances: Record<ApiBase, KyInstance> | null = null;
onConfigChange(() => {
  instances = null;
});

/**
 * The ky instance of a base, for the rare call the helpers do not cover. Prefer getJson/sendJson/
 * sendForm: they parse with the contract and throw ApiError. Paths must not start with '/'.
 */
export function http(base: ApiBase): KyInstance {
  instances ??= build();
  return instances[base];
}
