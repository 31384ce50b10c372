import { isAreaPage, type PathOwner } from '@broker/shared/routes';
import { loadableVersions, type EntryLike, type VersionLike } from './registry';

/**
 * What is known of a path before its remote is loaded: `page` — a spec route, or a page some version the
 * loader may pick has; `no-page` — a path in a remote's area that every version the loader may pick
 * (live, canary, last-known-good) records its pages for (`areaPages`) and none of them has: the shell's
 * own not-found page, nothing of the remote downloaded; `unknown` — anything else (a version without a
 * list, an override, a remote the registry does not have): the remote is loaded and decides, as before.
 */
export type AreaPageAnswer = 'page' | 'no-page' | 'unknown';

type PagedVersion = VersionLike & { areaPages?: readonly string[] };

/**
 * The one answer to "is this path a page of its remote", for everyone who would load the remote for it:
 * the router's area slot, the early load (app/early-remote.ts), the menu prefetch and the server's boot
 * hints (scripts/server-render/request/boot-hints.ts). `path` is `ownerOfPath`'s; `overrides` this
 * browser's (the server knows none). Matching is `isAreaPage`, the remote's own (`defineRemoteApp`).
 * The canary counts for every browser: the server cannot tell who is in its share.
 */
export function areaPageAnswer(
  path: Pick<PathOwner, 'route' | 'owner' | 'rest'>,
  registry: { remotes: Record<string, EntryLike<PagedVersion>> } | null | undefined,
  overrides: Readonly<Record<string, string>> = {},
): AreaPageAnswer {
  if (path.route) return 'page';
  const entry = path.owner ? registry?.remotes[path.owner] : undefined;
  // an override may pick any version of the history, which the page's registry need not hold
  if (!entry || !path.owner || overrides[path.owner]) return 'unknown';
  const versions = Object.values(loadableVersions(entry)).filter((v): v is PagedVersion => v !== undefined);
  if (versions.some((v) => v.areaPages?.some((p) => isAreaPage(p, path.rest)))) return 'page';
  return versions.length > 0 && versions.every((v) => v.areaPages) ? 'no-page' : 'unknown';
}

/**
 * The remote a path loads, if any — the one question of the early load, the menu's prefetch and the
 * server's boot hints: the path's owner when that is a remote and the path may be one of its pages
 * (`areaPageAnswer` is not `no-page`); null for the shell's own pages, a path in no area, and a path no
 * loadable version has (the shell's not-found page shows, nothing is fetched).
 */
export function remoteToLoad(
  path: Pick<PathOwner, 'route' | 'owner' | 'rest'>,
  registry: Parameters<typeof areaPageAnswer>[1],
  overrides: Readonly<Record<string, string>> = {},
): string | null {
  const { owner } = path;
  if (!owner || owner === 'shell') return null;
  return areaPageAnswer(path, registry, overrides) === 'no-page' ? null : owner;
}
