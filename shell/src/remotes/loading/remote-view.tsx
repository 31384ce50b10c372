import type { ReactNode } from 'react';
import type { RemoteApp } from '@broker/shared/remote-app';
import type { RouteName } from '@broker/shared/routes';

/**
 * What a remote slot shows once the remote's module is there: the route's screen and, for a release
 * that carries one, its label. One component for the browser (RemoteSlot) and for the HTML a remote
 * version publishes for its public pages (scripts/server-render/build/prerender-remote.tsx), so the two produce the
 * same markup and hydration keeps the server's.
 */
export function RemoteView({
  App,
  route,
  notFound,
  label,
}: {
  App: RemoteApp;
  route?: RouteName;
  notFound?: ReactNode;
  label?: string;
}) {
  return (
    <>
      {route ? <App route={route} /> : <App notFound={notFound} />}
      {/* a release may carry a visible label (BUILD_LABEL): ops and the deploy tests see what is on screen */}
      {label && (
        <p className="ui-muted ui-release" data-testid="release-label">
          release {label}
        </p>
      )}
    </>
  );
}
