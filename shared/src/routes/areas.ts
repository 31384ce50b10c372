import { matchPath } from 'react-router-dom';
import { REMOTES } from './manifest';
import { ROUTE_OWNER, ROUTES, UNAUTHORIZED_WHITELIST, type Lang, type RemoteName, type RouteName } from './route-table';
import { matchRoute } from './paths';

/**
 * A remote's **area**: a path prefix below `/{lang}` (`documents` → `/{lang}/documents/…`) whose pages
 * the remote declares itself, in its exposed module (`defineRemoteApp({ pages })`). The spec's named
 * routes stay in ROUTES/ROUTE_OWNER (typed links, redirect rule, 401 whitelist); an area adds the pages
 * a squad ships with only its own deploy. Who owns an area is declared once: the built-in table below
 * for the spec's five remotes, else the remote's own declaration (its package.json `broker.area`,
 * recorded in the registry by `pnpm remote deploy`, or `pnpm remote add-area`).
 */
export interface AreaDeclaration {
  /** path below `/{lang}`, lower-case segments: `documents`, `funds/reports` */
  prefix: string;
  /** inside the cabinet layout (signed-in clients, the menu) rather than the public layout */
  cabinet: boolean;
  /**
   * a cabinet menu entry, its title per language: plain text, as the shell has no translation keys for
   * a remote it was built without. Only for cabinet areas.
   */
  menu?: Record<Lang, string>;
}

export interface Area extends AreaDeclaration {
  /** registry key of the remote that renders every page of the area */
  owner: string;
}

/** The default table (the manifest's): the shell's build falls back to it when the registry declares nothing. */
export const DEFAULT_AREAS: Readonly<Record<RemoteName, AreaDeclaration>> = Object.fromEntries(
  Object.entries(REMOTES).map(([key, r]) => [key, { ...r.area }]),
) as Record<RemoteName, AreaDeclaration>;

/** Lower-case segments of letters, digits and dashes: no `/{lang}`, no shell page (`__status`), no `..`. */
const PREFIX = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const RESERVED_FIRST_SEGMENTS = new Set(['uk', 'en']);

/** `path` is the prefix itself or a page below it (segment-wise: `documents2` is not below `documents`). */
export function isWithin(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Why `owner` may not have `prefix` as its area, or null when it may: a malformed prefix, one that
 * overlaps another remote's area (equal, inside or around it), or one that covers (or sits inside) a
 * spec route another owner renders — including the shell's own pages.
 */
export function areaConflict(owner: string, prefix: string, areas: readonly Area[]): string | null {
  if (!PREFIX.test(prefix) || RESERVED_FIRST_SEGMENTS.has(prefix.split('/')[0]!)) {
    return `area "${prefix}" is not a valid prefix (lower-case path segments below /{lang}, not a language)`;
  }
  for (const a of areas) {
    if (a.owner !== owner && (isWithin(prefix, a.prefix) || isWithin(a.prefix, prefix))) {
      return `area "${prefix}" overlaps "${a.prefix}", the area of ${a.owner}`;
    }
  }
  for (const route of Object.keys(ROUTES) as RouteName[]) {
    const path = ROUTES[route];
    const routeOwner = ROUTE_OWNER[route];
    if (path !== '' && routeOwner !== owner && (isWithin(path, prefix) || isWithin(prefix, path))) {
      return `area "${prefix}" covers the spec route ${route} (/${path}) of ${routeOwner}`;
    }
  }
  return null;
}

/**
 * The areas in force: each remote's registry declaration over its built-in default. A declaration that
 * conflicts (a registry edited by hand: deploy refuses such a claim) is skipped, and its owner keeps
 * its default; `skipped` says why, for the caller to report.
 */
export function resolveAreas(declared: Readonly<Record<string, AreaDeclaration | undefined>>): {
  areas: Area[];
  skipped: string[];
} {
  const areas: Area[] = (Object.keys(DEFAULT_AREAS) as RemoteName[])
    .filter((owner) => !declared[owner])
    .map((owner) => ({ owner, ...DEFAULT_AREAS[owner] }));
  const skipped: string[] = [];
  for (const owner of Object.keys(declared).sort()) {
    const decl = declared[owner];
    if (!decl) continue;
    const why = areaConflict(owner, decl.prefix, areas);
    if (why) {
      skipped.push(`${owner}: ${why}`);
      const fallback = DEFAULT_AREAS[owner as RemoteName];
      if (fallback && !areaConflict(owner, fallback.prefix, areas)) areas.push({ owner, ...fallback });
      continue;
    }
    areas.push({
      owner,
      prefix: decl.prefix,
      cabinet: decl.cabinet,
      ...(decl.cabinet && decl.menu ? { menu: decl.menu } : {}),
    });
  }
  return { areas, skipped };
}

/** The area a path below `/{lang}` falls in (the longest prefix wins), or null. */
export function areaOf(tail: string, areas: readonly Area[]): Area | null {
  const path = tail.replace(/^\/+|\/+$/g, '');
  let best: Area | null = null;
  for (const a of areas) if (isWithin(path, a.prefix) && (!best || a.prefix.length > best.prefix.length)) best = a;
  return best;
}

let runtime: readonly Area[] = resolveAreas({}).areas;

/** The shell sets the areas it read from the registry at start-up (before its router exists). */
export function setAreas(areas: readonly Area[]): void {
  runtime = areas;
}

/** The areas this page runs with: the registry's, else the built-in default. */
export function currentAreas(): readonly Area[] {
  return runtime;
}

export interface PathOwner {
  /** the spec's named route of the path, if any (it wins over an area: static paths rank first) */
  route: RouteName | null;
  /** the area the path falls in when it is no named route */
  area: Area | null;
  /** who renders it: a remote's registry key, `shell`, or null (no route, no area: not found) */
  owner: string | null;
  /** the path below the area's prefix (the splat of its `<prefix>/*` route): `archive/7`; '' without an area */
  rest: string;
}

/**
 * Who renders a pathname (`/{lang}/…`): the named route's owner (ROUTE_OWNER), else the owner of the
 * area it falls in. The router, the early remote load and the server's boot hints all ask this.
 */
export function ownerOfPath(pathname: string, areas: readonly Area[] = runtime): PathOwner {
  const route = matchRoute(pathname).name;
  if (route) return { route, area: null, owner: ROUTE_OWNER[route], rest: '' };
  const [, , ...segments] = pathname.split('/');
  const tail = segments.join('/').replace(/^\/+|\/+$/g, '');
  const area = areaOf(tail, areas);
  return { route: null, area, owner: area?.owner ?? null, rest: area ? tail.slice(area.prefix.length + 1) : '' };
}

/**
 * Whether `rest` (a path below an area's prefix) is the area page declared with `pagePath` (`''`,
 * `archive`, `archive/:id`): react-router's `matchPath`, whole path. The one matching of area pages —
 * the remote's own (`defineRemoteApp`) and the shell's, which asks it before loading a remote
 * (shell/src/remotes/loading/area-page.ts).
 */
export function isAreaPage(pagePath: string, rest: string): boolean {
  const path = `/${rest.replace(/^\/+|\/+$/g, '')}`;
  return matchPath({ path: `/${pagePath}`, end: true }, path) !== null;
}

/**
 * onboarding §8: a 401 on this page (`/{lang}/…`) does not end the session — a whitelisted spec route,
 * or any page of a public area (it works without a session by definition, like the spec's public pages;
 * issue 28 item 17). A cabinet area's pages and the other named routes are not.
 */
export function isUnauthorizedWhitelisted(pathname: string, areas: readonly Area[] = runtime): boolean {
  const { route, area } = ownerOfPath(pathname, areas);
  if (route) return UNAUTHORIZED_WHITELIST.includes(route);
  return area !== null && !area.cabinet;
}
