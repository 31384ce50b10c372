/**
 * A signed-in cabinet page's data from its HTML (docs/performance.md, "The signed-in profile's data from
 * the HTML"). The session's own GETs (settings, user info: the shell's, shell/src/session/early-gets.ts)
 * and those the route's remote declares for its screen (`defineRemoteApp({ earlyGets })`, recorded on
 * the version as `earlyGets`; the live version's count): the server puts them, as absolute URLs on the
 * api base, into the page as a JSON block, and a static inline script (allowed by
 * its sha256, like the guard) starts them with the stored token while the HTML is still being parsed —
 * before any of the app's scripts. The transport hands each response to the screen's identical call
 * once (`@broker/shared/api`, early.ts); nothing else ever reads them. The page stays one HTML for every
 * visitor: the token is read in the browser, never by the server.
 */
import { createHash } from 'node:crypto';
import { ownerOfPath, resolveAreas } from '@broker/shared/routes';
import { normalizePath } from '@broker/shared/api';
import { inlineJson, type Registry } from './boot-hints';
import { liveVersionOf, type LiveVersionRules } from './live-version';
import { isEarlyGetPath } from '../early-get-path';

/**
 * Starts the GETs of the `broker-early` block with the stored session's headers (the transport's:
 * Bearer and `Src-App`, credentials included) and leaves them on `window.__brokerEarly` (early.ts's
 * `EarlyGet`). Only with both tokens stored and the access token not yet expired: an expired one would
 * be refreshed by the app first (its call then carries another token), so asking with it is waste.
 * Each promise gets a catch of its own: an early request nobody takes is no unhandled rejection.
 */
export const EARLY_GETS_SCRIPT =
  "try{var l=localStorage,a=l.getItem('access_token'),s=l.getItem('scope')||'',h={},t=Date.now();" +
  "if(a&&l.getItem('refresh_token')&&+l.getItem('access_ttl_limit')>t){h.Authorization='Bearer '+a;if(s)h['Src-App']=s;" +
  "window.__brokerEarly=JSON.parse(document.getElementById('broker-early').textContent).map(function(u){" +
  "var r=fetch(u,{headers:h,credentials:'include'});r.catch(function(){});return{url:u,auth:h.Authorization,app:s,at:t,response:r}})}}catch(e){}";

/** The CSP source that allows it (scripts/servers/shell-server.ts). */
export const EARLY_GETS_CSP = `'sha256-${createHash('sha256').update(EARLY_GETS_SCRIPT).digest('base64')}'`;

/**
 * The absolute URLs a signed-in page starts: `shellGets` (the session's own, SESSION_EARLY_GETS), then the
 * GETs the live version of the route's remote declares for `pathname`'s spec route — none of the latter
 * for an area page, a shell route or a version the browser would refuse; nothing without an api base.
 * A path that would leave the api base's origin is dropped (the token goes only there).
 */
export function earlyGetUrls(
  pathname: string,
  registry: Registry | undefined,
  rules: LiveVersionRules & { apiBase?: string },
  shellGets: readonly string[] = [],
): string[] {
  if (!rules.apiBase) return [];
  const paths = [...shellGets, ...remoteGets(pathname, registry, rules)];
  const base = new URL(rules.apiBase.endsWith('/') ? rules.apiBase : `${rules.apiBase}/`);
  return paths
    .filter(isEarlyGetPath) // a URL of its own, a query: never (the build refuses them too)
    .map((p) => new URL(normalizePath(p), base))
    .filter((u) => u.origin === base.origin && !u.search)
    .map((u) => u.href);
}

/** What the live version of the route's remote declares for the route (earlyGetUrls). */
function remoteGets(pathname: string, registry: Registry | undefined, rules: LiveVersionRules): readonly string[] {
  if (!registry) return [];
  const areas = resolveAreas(Object.fromEntries(Object.entries(registry.remotes).map(([k, e]) => [k, e.area]))).areas;
  const { owner, route } = ownerOfPath(pathname, areas);
  if (!owner || owner === 'shell' || !route) return [];
  const live = liveVersionOf(registry, owner, rules);
  return live.ok ? (live.version.earlyGets?.[route] ?? []) : [];
}

/** The JSON block and the script that starts them ('' when there is nothing to start). */
export function earlyGetsHtml(urls: readonly string[]): string {
  if (!urls.length) return '';
  return `<script type="application/json" id="broker-early">${inlineJson(urls)}</script><script>${EARLY_GETS_SCRIPT}</script>`;
}
