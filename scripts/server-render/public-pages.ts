/**
 * The pages the shell's server renders (docs/server-render.md): routes a visitor reaches without a
 * session, each in one or more variants picked by the URL's query. A query the list does not know
 * (values typed into a form by a link, a resumed sign-up) is left to the client: the server HTML must
 * be what the client's first render produces, or hydration throws it away.
 *
 * Not here, on purpose: the test page and the not-found page. Without a session the redirect rule
 * (shell/src/session/redirect-rule.ts) sends a visitor from both to the login page, so HTML for them
 * would flash and be replaced; with a session the page is client-rendered anyway.
 */
import { LANGS, ROUTE_OWNER, ROUTE_RECORDS, type Lang, type RouteName, type RouteRecord } from '@broker/shared/routes';

export interface PageVariant {
  /** file-name part: `login` or `login~reset` */
  key: string;
  route: RouteName;
  /** the query the prerender puts in the URL (what the screen reads on its first render) */
  query: string;
}

interface PublicPage {
  route: RouteName;
  /** the variant for a request's query, or null: this query is rendered by the client */
  pick: (q: URLSearchParams) => string | null;
  variants: Readonly<Record<string, string>>;
}

const keysOf = (q: URLSearchParams) => [...new Set(q.keys())].sort().join('&');

/**
 * The variant whose prerender query has exactly the request's keys, each with a value (`?email=…` on
 * the login page, a reset link without its token: the client renders them).
 */
function pickVariant(variants: Readonly<Record<string, string>>, q: URLSearchParams): string | null {
  if ([...q.values()].some((v) => v === '')) return null;
  const found = Object.entries(variants).find(([, query]) => keysOf(new URLSearchParams(query)) === keysOf(q));
  return found ? found[0] : null;
}

/** The manifest's routes with server-rendered variants (`ssr`). */
export const PUBLIC_PAGES: readonly PublicPage[] = (Object.keys(ROUTE_RECORDS) as RouteName[]).flatMap((route) => {
  const variants = (ROUTE_RECORDS[route] as RouteRecord).ssr;
  return variants ? [{ route, variants, pick: (q: URLSearchParams) => pickVariant(variants, q) }] : [];
});

export const variantKey = (route: RouteName, variant: string) => (variant ? `${route}~${variant}` : route);

/** Every variant a remote prerenders, in every language. */
export function pagesOf(remote: string): Array<PageVariant & { lang: Lang }> {
  return PUBLIC_PAGES.filter((p) => ROUTE_OWNER[p.route] === remote).flatMap((p) =>
    Object.entries(p.variants).flatMap(([variant, query]) =>
      LANGS.map((lang) => ({ key: variantKey(p.route, variant), route: p.route, query, lang })),
    ),
  );
}

/** The page variant a request asks for, or null (not server-rendered). */
export function pickPage(route: RouteName | null, search: string): { route: RouteName; key: string } | null {
  const page = PUBLIC_PAGES.find((p) => p.route === route);
  if (!page) return null;
  const variant = page.pick(new URLSearchParams(search));
  return variant === null ? null : { route: page.route, key: variantKey(page.route, variant) };
}

/** What a remote version publishes: `ssr/pages.json` beside its files (and in its integrity list). */
export interface PagesIndex {
  schema: 1;
  /** variant key → lang → the fragment's file (relative to the version folder), title, description */
  pages: Record<string, Partial<Record<Lang, { file: string; title: string; description: string }>>>;
}
export const PAGES_INDEX = 'ssr/pages.json';
/** Where a variant's page is published (the index says so too; the server fetches it in parallel with the index). */
export const pageFile = (key: string, lang: Lang) => `ssr/${key}.${lang}.html`;
