/**
 * Where the two API bases live. The shell calls `configureApi` with its runtime config (/config.json)
 * before rendering; a remote running standalone calls it too, or gets the local sandbox defaults.
 */
export interface ApiConfig {
  /** auth base, e.g. http://127.0.0.1:4100/sso/ (token and refresh calls) */
  authBase: string;
  /** onboarding base, e.g. http://127.0.0.1:4100/api/ (everything else, Bearer + Src-App) */
  apiBase: string;
  /** `Src-App` sent before a scope is stored (registration, password reset); omitted when absent */
  srcAppFallback?: string;
  /** per-call timeout of JSON calls, ms (uploads have none: large files on slow links) */
  timeoutMs?: number;
  /** for tests: a fetch to use instead of the global one */
  fetch?: typeof fetch;
}

export type ApiBase = 'auth' | 'api';

/** The local sandbox (sandbox-api, port 4100): what standalone remote dev talks to by default. */
export const DEFAULT_API_CONFIG: ApiConfig = {
  authBase: 'http://127.0.0.1:4100/sso/',
  apiBase: 'http://127.0.0.1:4100/api/',
};

let current: ApiConfig = DEFAULT_API_CONFIG;
const listeners = new Set<() => void>();

export function configureApi(config: ApiConfig): void {
  current = { ...config, authBase: withSlash(config.authBase), apiBase: withSlash(config.apiBase) };
  for (const l of listeners) l();
}

export function apiConfig(): ApiConfig {
  return current;
}

/** The ky instances are rebuilt when the config changes. */
export function onConfigChange(listener: () => void): void {
  listeners.add(listener);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Spec: every path gets a trailing slash (`auth/userinfo` → `auth/userinfo/`). A leading slash is
 * dropped so the path stays relative to the base; a query string stays after the slash.
 */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  const q = trimmed.search(/[?#]/);
  const pathPart = q === -1 ? trimmed : trimmed.slice(0, q);
  const rest = q === -1 ? '' : trimmed.slice(q);
  return `${pathPart.endsWith('/') || pathPart === '' ? pathPart : `${pathPart}/`}${rest}`;
}

/** Absolute URL of a path on a base (for links, XHR uploads and the websocket's neighbours). */
export function apiUrl(base: ApiBase, path: string): string {
  const root = base === 'auth' ? current.authBase : current.apiBase;
  return new URL(normalizePath(path), root).toString();
}
