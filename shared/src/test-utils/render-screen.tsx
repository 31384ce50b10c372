import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { NamespaceResources } from '@broker/shared/i18n';
import { namespaceOf, type Lang } from '@broker/shared/routes';
import { renderWithApp, type AppRenderResult } from './render';

/** Shows where the screen navigated to (the test router renders every path with the same element). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * A remote's screen with the shell's providers, strict i18n and the remote's namespace, plus a
 * `location` output that shows where the screen navigated. The language follows the path's prefix.
 */
export function renderRemoteScreen(
  ui: ReactElement,
  opts: { path: string; lang?: Lang; resources: NamespaceResources } & (
    | { remote: string } // its namespace is the manifest's (`namespaceOf`)
    | { namespace: string }
  ),
): AppRenderResult {
  const lang = opts.lang ?? (opts.path.startsWith('/en') ? 'en' : 'uk');
  return renderWithApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    {
      lang,
      path: opts.path,
      namespaces: { ['remote' in opts ? namespaceOf(opts.remote) : opts.namespace]: opts.resources },
    },
  );
}
