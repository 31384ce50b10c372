import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CABINET_ROUTES, ROUTES, type RouteName } from '@broker/shared/routes';
import { RemoteSlot } from '../remotes/remote-slot';
import { DiagnosticsPage } from '../remotes/diagnostics-page';
import { MaintenancePage } from '../pages/maintenance-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ROUTE_OWNERS } from './route-owners';
import { LangGuard, RootRedirect } from './lang-guard';
import { PublicLayout } from './layouts/public-layout';
import { CabinetLayout } from './layouts/cabinet-layout';
import { SessionRoot } from '../session';

function remoteRoutes(filter: (name: RouteName) => boolean): RouteObject[] {
  return Object.entries(ROUTE_OWNERS).flatMap(([remote, names]) =>
    names.filter(filter).map((name) => ({
      path: ROUTES[name],
      // key: moving between two routes of one remote keeps the remote mounted but resets the screen
      element: <RemoteSlot key={name} remote={remote} route={name} />,
    })),
  );
}

const inCabinet = (name: RouteName) => CABINET_ROUTES.includes(name);

/** Everything sits under the session root: it applies the redirect rule and follows auth/maintenance events. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/:lang',
        element: <LangGuard />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              ...remoteRoutes((n) => !inCabinet(n)),
              { path: ROUTES['server-error-placeholder'], element: <MaintenancePage /> },
              { path: '__status', element: <DiagnosticsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <CabinetLayout />,
            children: [{ index: true, element: <Navigate to="profile" replace /> }, ...remoteRoutes(inCabinet)],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
