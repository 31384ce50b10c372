/**
 * Server rendering, one home (docs/server-render.md): the one entry everything outside this folder
 * imports — the shell's server (scripts/servers/shell-server.ts), the registry feed, the e2e specs.
 *
 *   public-pages.ts  which pages the server renders, in which variants (from the manifest's `ssr`)
 *   build/           build time, Node: the prerender steps a production build runs (spawned by path by
 *                    tooling/src/build/prerender.ts: a package does not import scripts) — the shell's chrome
 *                    → dist/ssr/shell.json, a remote's public pages → dist/ssr/<variant>.<lang>.html; and
 *                    read-area-pages.tsx: a remote's area page paths for its build-info.json (area-pages.ts)
 *   request/         request time: the page a browser gets — boot data and preloads (boot-hints.ts), the
 *                    live version's page checked and stitched into the chrome (server-render.ts, html-page.ts),
 *                    nothing but HTML before the first paint (after-paint.ts), one stitch per registry state
 *                    (page-cache.ts)
 *
 * Two parts live in the shell, because they are the shell's code: the renderers the build steps call
 * (shell/src/server/: the shell's own components with the shell's own React, router and query client —
 * the module instances a remote's code resolves, so contexts match) and the browser's side of it
 * (shell/src/hydration/: hydrate or render, hydration in slices, the submit/tap guard). Lint keeps
 * everyone else on this entry (eslint.config.js, "one entry").
 */
export { isPagePath, servePage, shellBuildStamp, SUBMIT_GUARD_CSP, type PageSource } from './request/html-page';
export { AFTER_PAINT_CSP } from './request/after-paint';
export { EARLY_GETS_CSP } from './request/early-gets';
export { PageCache, pageStamp, pickEncoding } from './request/page-cache';
export type { Registry } from './request/boot-hints';
