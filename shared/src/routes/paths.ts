import { DEFAULT_LANG, isLang, ROUTES, type Lang, type RouteName } from './route-table';

export type Query = Record<string, string | number | boolean | null | undefined>;

function queryString(query?: Query | URLSearchParams | string): string {
  if (!query) return '';
  if (typeof query === 'string')
    return query === '' || query === '?' ? '' : query.startsWith('?') ? query : `?${query}`;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter(([, v]) => v !== undefined && v !== null && v !== false)
            .map(([k, v]) => [k, v === true ? '' : String(v)]),
        );
  const s = params.toString().replace(/=(&|$)/g, '$1'); // `?resetPassword` flags, not `?resetPassword=`
  return s ? `?${s}` : '';
}

/** `/{lang}/<route path>` plus an optional query. */
export function routePath(name: RouteName, opts: { lang: Lang; query?: Query | URLSearchParams | string }): string {
  const segment = ROUTES[name];
  return `/${opts.lang}/${segment}${queryString(opts.query)}`;
}

/** Which named route a pathname is on (ignoring the lang prefix and a trailing slash), if any. */
export function matchRoute(pathname: string): { lang: string; name: RouteName | null } {
  const [, lang = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  const tail = rest.join('/');
  const name = (Object.keys(ROUTES) as RouteName[]).find((n) => ROUTES[n] === tail) ?? null;
  return { lang, name };
}

/**
 * The lang rule of both specs: `/` → `/uk/profile`; a first segment that is not uk/en is replaced by uk.
 * A first segment that is clearly a page name (`/login`) gets `uk` put in front rather than being eaten.
 * Returns the URL to redirect to, or null when the URL is already fine. `areaPrefixes`: the remote areas
 * in force (`/funds/x` of a remote added later keeps `funds` as well).
 */
export function normalizeLangUrl(pathname: string, search = '', areaPrefixes: readonly string[] = []): string | null {
  if (pathname === '' || pathname === '/') return routePath('profile', { lang: DEFAULT_LANG, query: search });
  const [, first = '', ...rest] = pathname.split('/');
  if (isLang(first)) return null;
  const firstIsPage = [...(Object.values(ROUTES) as string[]), ...areaPrefixes].some(
    (p) => p !== '' && p.split('/')[0] === first,
  );
  const tail = firstIsPage ? [first, ...rest] : rest;
  return `/${DEFAULT_LANG}/${tail.join('/')}${queryString(search)}`;
}

/** The same page and query in another language (the language switch). */
export function switchLangUrl(pathname: string, search: string, lang: Lang): string {
  const [, , ...rest] = pathname.split('/');
  return `/${lang}/${rest.join('/')}${queryString(search)}`;
}
