import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { CABINET_ROUTES, currentAreas, ROUTES, remoteRoutes, type Area, type RouteName } from '@broker/shared/routes';
import { RemoteSlot } from '../remotes/loading/remote-slot';
import { areaPageNow } from '../remotes/loading/remote-loader';
import { DiagnosticsPage } from '../remotes/diagnostics/diagnostics-page';
import { MaintenancePage } from '../pages/maintenance-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from './route-error-page';
import { LangGuard, RootRedirect } from './lang-guard';
import { PublicLayout } from './layouts/public-layout';
import { CabinetLayout, PageSkeleton, SessionPending } from '../cabinet';
import { SessionRoot } from '../session';

/** The remotes' routes, from the one ownership table (ROUTE_OWNER in @broker/shared/routes). */
function remoteRouteObjects(filter: (name: RouteName) => boolean): RouteObject[] {
  return remoteRoutes()
    .filter(({ route }) => filter(route))
    .map(({ route, remote }) => ({
      path: ROUTES[route],
      // key: moving between two routes of one remote keeps the remote mounted but resets the screen
      // a cabinet page keeps the heading and skeleton of its frame while its remote loads (cabinet-frame.tsx)
      element: (
        <RemoteSlot
          key={route}
          remote={remote}
          route={route}
          loading={inCabinet(route) ? <PageSkeleton route={route} /> : undefined}
        />
      ),
    }));
}

const inCabinet = (name: RouteName) => CABINET_ROUTES.includes(name);

/**
 * One route per remote area, `<prefix>/*`: the remote's exposed module declares the pages inside it
 * and its slot renders the one the URL names, or the shell's not-found page (docs/routing.md: why a
 * nested match in the slot rather than patchRoutesOnNavigation). A spec route wins over an area
 * (static segments rank above a splat), so `documents/all` stays the named route.
 */
function areaRouteObjects(areas: readonly Area[], cabinet: boolean): RouteObject[] {
  return areas
    .filter((a) => a.cabinet === cabinet)
    .map((a) => ({ path: `${a.prefix}/*`, element: <AreaSlot key={`area:${a.prefix}`} area={a} /> }));
}

/**
 * An area's page: the owner's slot, unless the registry says no version the loader may pick has a page
 * at this path (remotes/loading/area-page.ts) — then the shell's not-found page at once, in the layout,
 * with nothing of the remote downloaded.
 */
function AreaSlot({ area }: { area: Area }) {
  const rest = useParams()['*'] ?? '';
  if (areaPageNow({ route: null, owner: area.owner, rest }) === 'no-page') return <NotFoundPage />;
  return (
    <RemoteSlot
      remote={area.owner}
      notFound={<NotFoundPage />}
      loading={area.cabinet ? <PageSkeleton route={null} /> : undefined}
    />
  );
}

/**
 * Everything sits under the session root: it applies the redirect rule and follows auth/maintenance events.
 * A path outside `/` and `/{lang}/…` (`//evil.example`, `//uk/login`) matches no route: the router's
 * 404 goes to `errorElement`, the shell's own translated page, as does anything thrown while routing.
 * The areas are the registry's (read before the router is made), else the built-in default table.
 */
export const shellRoutes = (areas: readonly Area[]): RouteObject[] => [
  {
    element: <SessionRoot pending={<SessionPending />} />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/:lang',
        element: <LangGuard />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              ...remoteRouteObjects((n) => !inCabinet(n)),
              ...areaRouteObjects(areas, false),
              { path: ROUTES['server-error-placeholder'], element: <MaintenancePage /> },
              { path: '__status', element: <DiagnosticsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <CabinetLayout />,
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              ...remoteRouteObjects(inCabinet),
              ...areaRouteObjects(areas, true),
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(shellRoutes(currentAreas()));
}
