import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { whenIdle } from '@broker/shared/ui';
import {
  currentAreas,
  ownerOfPath,
  routePath,
  ROUTE_OWNER,
  useLang,
  type Lang,
  type RouteName,
} from '@broker/shared/routes';
import { loadedModuleNow, loadRemoteAhead, loadRemoteModule, remoteToLoadNow } from '../remotes/loading/remote-loader';
import { prefetchRemotes } from '../remotes/loading/prefetch-areas';
import { mayPrefetch, rankMenuEntries, type MenuEntry } from '../remotes/loading/prefetch-plan';
import { MENU_ITEMS } from './menu-items';
import { RehearsePage } from './rehearse';

/** Resolves once the page has loaded and the main thread has a quiet moment (at most 2 s later). */
const idle = () => new Promise<void>((resolve) => void whenIdle(resolve));

/**
 * Resolves once no query has been on its way for `quietMs` (at most `maxMs` later): the page's own data
 * comes first. On a phone's one link the next areas' files would share the bandwidth with it, then the
 * main thread with its render: the profile's largest paint is its data (docs/performance.md). The gap
 * between the session's answer and the screen's own first request (its render) is shorter than `quietMs`.
 */
export function whenDataIn(client: QueryClient, quietMs = 600, maxMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(cap);
      unsubscribe();
      resolve();
    };
    // woken by the query cache (a query starts or settles), not by a timer polling an idle page
    const check = () => {
      if (client.isFetching() > 0) {
        clearTimeout(quiet);
        quiet = undefined;
      } else quiet ??= setTimeout(done, quietMs);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    const cap = setTimeout(done, maxMs);
    check();
  });
}

/** The menu as the prefetch sees it: who owns each entry, where it leads, whether it carries an unread marker. */
function menuNow(lang: Lang): Array<MenuEntry & { route?: RouteName; path: string }> {
  const user = authStore.getState().user;
  return [
    ...MENU_ITEMS.map((item) => ({
      route: item.route,
      path: routePath(item.route, { lang }),
      owner: ROUTE_OWNER[item.route],
      unread: user !== null && item.unread?.(user) === true,
    })),
    ...currentAreas()
      .filter((a) => a.cabinet && a.menu)
      .map((a) => ({ path: `/${lang}/${a.prefix}`, owner: a.owner, unread: false })),
  ];
}

/** Pages rehearsed in this page visit: once is enough, the compiled code stays (rehearse-page.tsx). */
const rehearsed = new Set<string>();

/**
 * Once a cabinet page's own remote has loaded, its data is in (whenDataIn) and the page is idle, the
 * files the menu's other areas need are fetched (remotes/loading/prefetch-areas.ts), so a click on the
 * menu costs no trip to the CDN; the modules of those areas whose files fit in the budget are loaded
 * (evaluated, likeliest first; no visit until shown: loadRemoteAhead), and the page each area's menu
 * entry leads to is rehearsed once (rendered hidden, no effect run: app/rehearse-page.tsx), so a click
 * costs only a warm render of the screen. One area at a time, each in an idle moment. Not on Save-Data
 * or a 2G connection. Runs again on each page (another page, another likeliest next one; what was
 * fetched or rehearsed once is not done again).
 */
export function usePrefetchAreas(enabled: boolean): void {
  const { pathname } = useLocation();
  const lang = useLang();
  const client = useQueryClient();
  const rehearse = use(RehearsePage);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: Parameters<typeof mayPrefetch>[0] }).connection;
    if (!enabled || !mayPrefetch(connection)) return;
    let cancelled = false;
    const path = ownerOfPath(pathname);
    const { route, owner } = path;
    void (async () => {
      // the page's own remote comes first: the prefetch must not compete with what the visitor looks at
      // (none on a path its remote is known not to have: the shell's not-found page shows, area-page.ts)
      const own = remoteToLoadNow(path);
      if (own) await loadRemoteModule(own).catch(() => undefined);
      // then the page's data, and an idle moment
      await whenDataIn(client);
      // a page left meanwhile (the layout unmounted) waits for nothing more
      if (cancelled) return;
      await idle();
      if (cancelled) return;
      const menu = menuNow(lang);
      const current = menu.findIndex((e) => (route ? e.route === route : e.owner === owner));
      const next = rankMenuEntries(menu, current, owner);
      const { ready } = await prefetchRemotes(next.map((e) => e.owner)).catch(() => ({ ready: [] as string[] }));
      // the areas whose files are all in the cache now are evaluated too, likeliest first, one per idle
      // moment (no visit is reported until shown), and their page the menu leads to is rehearsed (rendered
      // once, hidden: rehearse-page.tsx): a click then costs only a warm render of the screen
      for (const { owner: key, path } of next) {
        if (ready.includes(key)) {
          await idle();
          if (cancelled) return;
          await loadRemoteAhead(key);
        }
        if (!rehearse || rehearsed.has(path) || !loadedModuleNow(key)) continue;
        await idle();
        if (cancelled) return;
        rehearsed.add(path);
        // a rehearsal that fails costs nothing but itself: the click then renders cold, as without it
        try {
          await rehearse(path);
        } catch {
          /* nothing to undo: the rehearsal left nothing behind */
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [enabled, pathname, client, lang, rehearse]);
}
