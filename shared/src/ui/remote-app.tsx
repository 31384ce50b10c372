import type { ComponentType } from 'react';
import { addNamespace, type NamespaceResources } from '@broker/shared/i18n';
import type { RouteName } from '@broker/shared/routes';

/**
 * Builds a remote's exposed root: adds its translation namespace when the module is first rendered and
 * renders the screen for the route the shell gives it. `buildLabel` (set per release) is shown so ops
 * and tests can see which release is on screen.
 */
export function defineRemoteApp<R extends RouteName>(opts: {
  ns: string;
  resources: NamespaceResources;
  screens: Record<R, ComponentType>;
  buildLabel: string;
}): ComponentType<{ route: RouteName }> {
  let registered = false;
  function RemoteApp({ route }: { route: RouteName }) {
    if (!registered) {
      addNamespace(opts.ns, opts.resources);
      registered = true;
    }
    const Screen = (opts.screens as Record<string, ComponentType | undefined>)[route];
    if (!Screen) throw new Error(`${opts.ns}: no screen for route ${route}`);
    return (
      <>
        <Screen />
        {opts.buildLabel && (
          <p className="ui-muted ui-release" data-testid="release-label">
            release {opts.buildLabel}
          </p>
        )}
      </>
    );
  }
  RemoteApp.displayName = `RemoteApp(${opts.ns})`;
  return RemoteApp;
}
