import type { ComponentType } from 'react';
import { addNamespace, type NamespaceResources } from '@broker/shared/i18n';
import type { RemoteName, RouteName, RoutesOf } from '@broker/shared/routes';

/** What the shell renders: the screen of the route it gives. */
export type RemoteApp = ComponentType<{ route: RouteName }>;

/**
 * `@broker/shared/remote-app`: builds a remote's exposed root (`src/expose/app.tsx`'s default export).
 * `screens` is typed to exactly the routes `remote` owns in `ROUTE_OWNER` (`@broker/shared/routes`):
 * a missing screen or one for another remote's route does not compile. The translation namespace is
 * added when the module is first rendered. The build adds `meta` (name, contract major, release label)
 * to the exposed module itself, so it is compiled into the remote's own bundle (shared/src/mf).
 */
export function defineRemoteApp<R extends RemoteName>(opts: {
  remote: R;
  namespace: string;
  resources: NamespaceResources;
  screens: { [K in RoutesOf<R>]: ComponentType };
}): RemoteApp {
  let registered = false;
  function RemoteApp({ route }: { route: RouteName }) {
    if (!registered) {
      addNamespace(opts.namespace, opts.resources);
      registered = true;
    }
    const Screen = (opts.screens as Partial<Record<RouteName, ComponentType>>)[route];
    if (!Screen) throw new Error(`${opts.remote}: no screen for route ${route}`);
    return <Screen />;
  }
  RemoteApp.displayName = `RemoteApp(${opts.remote})`;
  return RemoteApp;
}
