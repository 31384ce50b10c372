import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { addNamespace, type NamespaceResources } from '@broker/shared/i18n';
import { isAreaPage, namespaceOf, type RouteName, type RoutesOf } from '@broker/shared/routes';

export { lazyNamed } from './lazy-named';

/**
 * What the shell renders: the screen of the spec route it gives (`route`), or — inside the remote's
 * area (`/{lang}/<prefix>/*`, no `route`) — the area page the URL names, else `notFound` (the shell's page).
 */
export type RemoteApp = ComponentType<{ route?: RouteName; notFound?: ReactNode }> & {
  /**
   * the paths of its area pages (`''`, `archive/:id`): read from this module in Node by the remote's build
   * into build-info.json (`areaPages`), recorded on the version by its deploy, so the shell knows a path
   * no version has without downloading it (docs/routing.md)
   */
  readonly areaPages?: readonly string[];
  /**
   * per spec route, the GETs (paths on the `api` base) its screen makes first: read by the build like
   * `areaPages` (build-info `earlyGets`), recorded on the version, and started by the page's HTML before
   * the app's scripts arrive; the screen's own identical call then takes that response
   * (`@broker/shared/api`, early.ts; docs/performance.md)
   */
  readonly earlyGets?: Readonly<Record<string, readonly string[]>>;
};

/** One page of a remote's area: its path below the area's prefix (`''` = the prefix itself, `:id` params allowed). */
export interface AreaPage {
  path: string;
  screen: ComponentType;
}

/** The page of `pages` whose path matches `rest` (the URL below the area's prefix), if any. */
export function findAreaPage(
  pages: Readonly<Record<string, AreaPage>>,
  rest: string,
): { name: string; page: AreaPage } | null {
  for (const [name, page] of Object.entries(pages)) if (isAreaPage(page.path, rest)) return { name, page };
  return null;
}

function AreaPageOf({ pages, notFound }: { pages: Readonly<Record<string, AreaPage>>; notFound: ReactNode }) {
  // the shell mounts an area at `<prefix>/*`: the splat is the path below the prefix
  const found = findAreaPage(pages, useParams()['*'] ?? '');
  if (!found) return <>{notFound}</>;
  const Screen = found.page.screen;
  return <Screen />;
}

/**
 * `@broker/shared/remote-app`: builds a remote's exposed root (`src/expose/app.tsx`'s default export).
 * `screens` is typed to exactly the spec routes `remote` owns in `ROUTE_OWNER` (`@broker/shared/routes`):
 * a missing screen or one for another remote's route does not compile. `pages` are the remote's own
 * pages inside its area (name → path below the prefix → screen): adding, renaming or removing one
 * needs only this remote's deploy, the shell finds them when it renders the area. The translation
 * namespace (the manifest's, `namespaceOf`) is added when the module is first rendered. The build adds
 * `meta` (name, contract major, release label) to the exposed module itself, so it is compiled into the
 * remote's own bundle (@broker/tooling).
 */
export function defineRemoteApp<R extends string>(opts: {
  remote: R;
  resources: NamespaceResources;
  // a remote owning no spec route (one added after the spec) has no screens: `{}` alone would accept any
  screens: [RoutesOf<R>] extends [never] ? Record<string, never> : { [K in RoutesOf<R>]: ComponentType };
  pages?: Readonly<Record<string, AreaPage>>;
  /**
   * per route of its screens, the GETs its screen makes at once (paths on the `api` base, no query):
   * the page's HTML starts them before the app arrives, the screen's own call takes the answer
   */
  earlyGets?: { readonly [K in RoutesOf<R>]?: readonly string[] };
}): RemoteApp {
  let registered = false;
  const pages = opts.pages ?? {};
  function RemoteApp({ route, notFound = null }: { route?: RouteName; notFound?: ReactNode }) {
    if (!registered) {
      addNamespace(namespaceOf(opts.remote), opts.resources);
      registered = true;
    }
    if (route === undefined) return <AreaPageOf pages={pages} notFound={notFound} />;
    const Screen = (opts.screens as Partial<Record<RouteName, ComponentType>>)[route];
    if (!Screen) throw new Error(`${opts.remote}: no screen for route ${route}`);
    return <Screen />;
  }
  RemoteApp.displayName = `RemoteApp(${opts.remote})`;
  return Object.assign(RemoteApp, {
    areaPages: Object.values(pages).map((p) => p.path),
    earlyGets: (opts.earlyGets ?? {}) as Readonly<Record<string, readonly string[]>>,
  });
}
