import ky, { type KyInstance } from 'ky';
import { bus } from '@broker/shared/events';
import { maintenanceBodySchema, type MaintenanceBody } from '@broker/shared/contracts';
import { apiConfig, onConfigChange, type ApiBase } from './config';
import { withEarlyGets } from './early';

/** What an authorised call carries: the access token and the scope sent back as `Src-App`. */
export interface Credentials {
  access: string;
  scope: string;
}

/**
 * What the transport needs from the session, without importing it (`@broker/shared/session` builds on
 * this module, so the dependency points one way): `@broker/shared/session` registers itself when it is
 * first imported. Until then calls go out without a token.
 */
export interface AuthProvider {
  /** The signed-in user's access token (made fresh first) and scope, or null when signed out. */
  credentials(): Promise<Credentials | null>;
  /**
   * The onboarding base answered 401 to a call sent with `sentAccess` (undefined: sent without a
   * token); `repeated`: that call was already the one repeat after a refresh. Answers the credentials
   * to repeat the call with — once — or null: the 401 stands (the session has decided whether it ended).
   */
  onUnauthorized(sentAccess: string | undefined, repeated: boolean): Promise<Credentials | null>;
}

let authProvider: AuthProvider = { credentials: async () => null, onUnauthorized: async () => null };

export function setAuthProvider(provider: AuthProvider): void {
  authProvider = provider;
}

/** Bearer and `Src-App` for credentials; the configured fallback scope when signed out. */
function headersFor(creds: Credentials | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (creds) headers.Authorization = `Bearer ${creds.access}`;
  const scope = creds?.scope || apiConfig().srcAppFallback;
  if (scope) headers['Src-App'] = scope;
  return headers;
}

/**
 * Bearer and `Src-App` (the stored scope) on the onboarding base (onboarding §7). The token is made
 * fresh first; a caller that already set Authorization (login's settings call with the new token) wins.
 */
export async function authHeaders(): Promise<Record<string, string>> {
  return headersFor(await authProvider.credentials());
}

/**
 * The 401 rule of every call on the onboarding base (ky and the XHR upload): asks the session for
 * credentials to repeat the call with once — the same single-flight refresh (across tabs) that runs
 * before a call — or null when the 401 stands. `repeated` calls never get another refresh: at most one
 * refresh and one repeat per call, so a server that keeps answering 401 cannot cause a loop.
 */
export async function headersAfter401(
  sentAuthorization: string | null | undefined,
  repeated: boolean,
): Promise<Record<string, string> | null> {
  const sent = /^Bearer\s+(\S+)$/i.exec(sentAuthorization ?? '')?.[1];
  const creds = await authProvider.onUnauthorized(sent, repeated);
  return creds ? headersFor(creds) : null;
}

/** What every answer of the onboarding base may trigger, whoever made the call: 503 → the maintenance page. */
export function watchStatus(status: number, bodyText: () => Promise<string>): Promise<void> | void {
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

type Instance = ApiBase | 'repeat';

function build(): Record<Instance, KyInstance> {
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
      // a GET the page's HTML already started (early.ts) is answered with that response: one request on the wire
      fetch: withEarlyGets((request, init) => (cfg.fetch ?? globalThis.fetch)(request, init)),
      prefixUrl: cfg.apiBase,
      hooks: {
        beforeRequest: [
          async (request) => {
            if (request.headers.has('Authorization')) return;
            for (const [k, v] of Object.entries(await authHeaders())) request.headers.set(k, v);
          },
        ],
        afterResponse: [
          async (request, _options, response): Promise<Response | undefined> => {
            if (response.status === 401) return repeatAfter401(request);
            await watchStatus(response.status, () => response.clone().text());
            return undefined;
          },
        ],
      },
    }),
    // the one repeat after a 401: the same options, no hooks (so it can never trigger another refresh)
    repeat: ky.create(common),
  };
}

/**
 * A 401 on the onboarding base: refresh (single flight) and send the call once more with the new token.
 * `request` is ky's untouched copy of the call (ky clones before sending), so a body can be sent again.
 * Returns nothing when the 401 stands (ky then hands the caller the 401).
 */
async function repeatAfter401(request: Request): Promise<Response | undefined> {
  const headers = await headersAfter401(request.headers.get('Authorization'), false);
  if (!headers) return undefined;
  const merged = new Headers(request.headers);
  for (const [k, v] of Object.entries(headers)) merged.set(k, v);
  const again = new Request(request, { headers: merged });
  const response = await instance('repeat')(again);
  if (response.status === 401) await headersAfter401(headers.Authorization, true);
  else await watchStatus(response.status, () => response.clone().text());
  return response;
}

let instances: Record<Instance, KyInstance> | null = null;
onConfigChange(() => {
  instances = null;
});

function instance(name: Instance): KyInstance {
  instances ??= build();
  return instances[name];
}

/**
 * The ky instance of a base, for the rare call the helpers do not cover. Prefer getJson/sendJson/
 * sendForm: they parse with the contract and throw ApiError. Paths must not start with '/'.
 */
export function http(base: ApiBase): KyInstance {
  return instance(base);
}
