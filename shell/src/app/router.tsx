import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CABINET_ROUTES, ROUTES, remoteRoutes, type RouteName } from '@broker/shared/routes';
import { RemoteSlot } from '../remotes/remote-slot';
import { DiagnosticsPage } from '../remotes/diagnostics-page';
import { MaintenancePage } from '../pages/maintenance-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from './route-error-page';
import { LangGuard, RootRedirect } from './lang-guard';
import { PublicLayout } from './layouts/public-layout';
import { CabinetLayout } from '../cabinet';
import { SessionRoot } from '../session';

/** The remotes' routes, from the one ownership table (ROUTE_OWNER in @broker/shared/routes). */
function remoteRouteObjects(filter: (name: RouteName) => boolean): RouteObject[] {
  return remoteRoutes()
    .filter(({ route }) => filter(route))
    .map(({ route, remote }) => ({
      path: ROUTES[route],
      // key: moving between two routes of one remote keeps the remote mounted but resets the screen
      element: <RemoteSlot key={route} remote={remote} route={route} />,
    }));
}

const inCabinet = (name: RouteName) => CABINET_ROUTES.includes(name);

/**
 * Everything sits under the session root: it applies the redirect rule and follows auth/maintenance events.
 * A path outside `/` and `/{lang}/…` (`//evil.example`, `//uk/login`) matches no route: the router's
 * 404 goes to `errorElement`, the shell's own translated page, as does anything thrown while routing.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
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
              { path: ROUTES['server-error-placeholder'], element: <MaintenancePage /> },
              { path: '__status', element: <DiagnosticsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <CabinetLayout />,
            children: [{ index: true, element: <Navigate to="profile" replace /> }, ...remoteRouteObjects(inCabinet)],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
