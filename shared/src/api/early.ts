/**
 * Early GETs (docs/performance.md, "The signed-in profile's data from the HTML"): a cabinet page's HTML
 * starts the GETs its screen will make first (declared by the remote, `defineRemoteApp({ earlyGets })`)
 * before any script of the app has arrived — an inline script with the stored token
 * (scripts/server-render/request/early-gets.ts). When the screen then makes the identical call, the
 * transport hands it that response instead of sending a second request: one request on the wire, parsed
 * by the screen's own contract as usual. Each early response is used at most once, only by a GET of the
 * same URL sent with the same token and scope, and only while young; anything else — or an early
 * request that failed or was not a 2xx — sends the call as it would have been sent anyway (a refresh
 * after a 401 included).
 */

/** One GET the page started before the app (the inline script's record, on `window.__brokerEarly`). */
export interface EarlyGet {
  /** absolute URL, as the transport builds it (base + path with its trailing slash) */
  url: string;
  /** the Authorization header it was sent with (`Bearer …`) */
  auth: string;
  /** the `Src-App` header it was sent with ('' when none) */
  app: string;
  /** Date.now() when it was started */
  at: number;
  response: Promise<Response>;
}

/** Older than this (from its start), an early response is not used: the screen asks afresh. */
export const EARLY_MAX_AGE_MS = 30_000;

type EarlyWindow = { __brokerEarly?: EarlyGet[] };

/**
 * The early GET for `request`, taken out of the page's list (used once), or null: none for this URL,
 * another token or scope (another user or a refreshed session), not a GET, or too old. An entry for the
 * URL that does not fit is dropped too: nothing else could ever use it.
 */
export function takeEarly(request: Request, now = Date.now()): EarlyGet | null {
  const list = (globalThis as EarlyWindow).__brokerEarly;
  if (!list?.length || request.method !== 'GET') return null;
  const i = list.findIndex((e) => e.url === request.url);
  if (i < 0) return null;
  const [entry] = list.splice(i, 1);
  const fits =
    entry &&
    entry.auth === (request.headers.get('Authorization') ?? '') &&
    entry.app === (request.headers.get('Src-App') ?? '') &&
    now - entry.at >= 0 &&
    now - entry.at <= EARLY_MAX_AGE_MS;
  return fits ? entry : null;
}

/**
 * A fetch that answers a GET with its early response when there is one that fits (takeEarly) and it
 * arrived as a 2xx; in every other case — no early one, it failed, 401, 5xx — the request goes out as it
 * would have. An abort of the call while the early response is still on its way rejects as fetch would.
 */
export function withEarlyGets(send: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  // ky hands its fetch the Request it built (with the hooks' headers): only that shape is looked up
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const early = input instanceof Request ? takeEarly(input) : null;
    if (early) {
      const signal = (input as Request).signal;
      const response = await Promise.race([
        early.response.catch(() => null),
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
      if (response?.ok && !response.bodyUsed) return response;
    }
    return send(input, init);
  };
}
