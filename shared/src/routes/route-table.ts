import { REMOTES, ROUTE_RECORDS, type RouteRecord } from './manifest';

type Records = typeof ROUTE_RECORDS;
export type RouteName = keyof Records;
const NAMES = Object.keys(ROUTE_RECORDS) as RouteName[];
const pick = <T>(f: (r: Records[RouteName]) => T) =>
  Object.fromEntries(NAMES.map((n) => [n, f(ROUTE_RECORDS[n])])) as unknown;

/**
 * Every named route of both specs, path relative to the `/{lang}` prefix (from the manifest).
 * Remotes build links only through these names, so no remote hard-codes another remote's path.
 */
export const ROUTES = pick((r) => r.path) as { readonly [K in RouteName]: Records[K]['path'] };

/**
 * Who renders each route: a remote (by registry key) or the shell itself (from the manifest). The shell
 * builds its router from it, and `defineRemoteApp` types a remote's screens to exactly the routes it
 * owns here (a missing or foreign screen is a type error).
 */
export const ROUTE_OWNER = pick((r) => r.owner) as { readonly [K in RouteName]: Records[K]['owner'] };

export type RouteOwner = (typeof ROUTE_OWNER)[RouteName];
/** A remote's registry key (the owners other than the shell). */
export type RemoteName = Exclude<RouteOwner, 'shell'>;
/** The routes a given remote owns. */
export type RoutesOf<R extends string> = { [K in RouteName]: (typeof ROUTE_OWNER)[K] extends R ? K : never }[RouteName];

/** Routes rendered by remotes, each with its owner, in table order. */
export function remoteRoutes(): Array<{ route: RouteName; remote: RemoteName }> {
  return (Object.keys(ROUTE_OWNER) as RouteName[]).flatMap((route) => {
    const owner = ROUTE_OWNER[route];
    return owner === 'shell' ? [] : [{ route, remote: owner }];
  });
}

export const LANGS = ['uk', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'uk';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

const where = (f: (r: Records[RouteName]) => boolean) => NAMES.filter((n) => f(ROUTE_RECORDS[n]));

/** Pages where a 401 must not log the user out (onboarding §8; a public area's pages too: areas.ts). */
export const UNAUTHORIZED_WHITELIST: readonly RouteName[] = where((r) => 'whitelist401' in r);

/** Children of the `/{lang}/` cabinet layout (cabinet §2). */
export const CABINET_ROUTES: readonly RouteName[] = where((r) => r.layout === 'cabinet' && r.path !== '');

/** Pages a visitor without a session may stay on (onboarding §6, the redirect rule). */
export const PUBLIC_ROUTE_NAMES: readonly RouteName[] = where((r) => 'public' in r);

/** The cabinet menu (cabinet §2), in the manifest's order: route, `common:` label, unread counters. */
export const MENU_ENTRIES = NAMES.flatMap((route) => {
  const r: RouteRecord = ROUTE_RECORDS[route];
  return r.menu ? [{ route, label: r.menu.label, unread: r.menu.unread ?? [] }] : [];
});

/** The remotes the shell is built with (the registry may know more), in the manifest's order. */
export const REMOTE_KEYS = Object.keys(REMOTES) as Array<keyof typeof REMOTES>;

/** A remote's i18n namespace (the manifest's), or — for a remote added later — its key without `mfe-`. */
export function namespaceOf(remote: string): string {
  return remote in REMOTES ? REMOTES[remote as keyof typeof REMOTES].namespace : remote.replace(/^mfe-/, '');
}
