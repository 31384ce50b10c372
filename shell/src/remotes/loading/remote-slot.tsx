import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@broker/shared/routes';
import { Button, Spinner } from '@broker/shared/ui';
import { dropFailedLoad, forgetLoad, loadRemoteModule, RemoteLoadError } from './remote-loader';
import { remoteGaveUp, remoteRendered, remoteRetried, remoteThrew } from './render-recovery';
import { RemoteView } from './remote-view';
import { pageHydrated } from '../../hydration/submit-guard';
import { RehearsedContent, useInRehearsal } from './rehearsal';

/** A render-time failure is followed by an automatic reload (which skips the version that threw). */
const AUTO_RELOAD_DELAY_MS = 300;
/** Each reload skips one more version; the cap only guards against a failure no version explains. */
const MAX_AUTO_RELOADS = 3;

function RemoteContent({
  remote,
  route,
  notFound,
  fresh,
}: {
  remote: string;
  route?: RouteName;
  notFound?: ReactNode;
  fresh: boolean;
}) {
  const mod = use(loadRemoteModule(remote, fresh));
  // runs once the remote's screen committed without throwing (the first time: it hydrated the server's HTML)
  useEffect(() => {
    remoteRendered(remote);
    pageHydrated();
  }, [remote, mod]);
  return <RemoteView App={mod.default} route={route} notFound={notFound} label={mod.meta.buildLabel} />;
}

/**
 * The server's stand-in (scripts/server-render/build/prerender-shell.tsx renders the shell with it): the shell's server
 * puts the remote version's own HTML for the page here, inside the Suspense boundary, which the browser
 * then hydrates when the remote's code has arrived.
 */
export const SERVER_SLOT_MARKER = '<template data-broker-slot=""></template>';
function ServerSlot() {
  return <template data-broker-slot="" />;
}

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="ui-center" data-testid="remote-loading">
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

/** Shown instead of the fallback while the automatic reload after a render error is pending. */
function AutoReload({
  remote,
  error,
  reset,
  used,
}: {
  remote: string;
  error: unknown;
  reset: () => void;
  used: RefObject<number>;
}) {
  useEffect(() => {
    remoteThrew(remote, error);
    const timer = setTimeout(() => {
      used.current += 1;
      reset();
    }, AUTO_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [remote, error, reset, used]);
  return <RemoteLoading />;
}

function RemoteFallback({ remote, error, onRetry }: { remote: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!(error instanceof RemoteLoadError)) remoteThrew(remote, error); // the loader reported load errors
    remoteGaveUp(remote);
  }, [remote, error]);
  return (
    <div className="ui-center" role="alert" data-testid="remote-fallback">
      <h1>{t('remote.failedTitle')}</h1>
      <p className="ui-muted">{t('remote.failedText')}</p>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </div>
  );
}

/**
 * Where a remote's screen goes. Loading shows a spinner; a remote that cannot load or throws while
 * rendering shows a translated fallback in its own area only: the shell, menu and other remotes go on,
 * and the URL stays where the user is. Load failures arrive here already retried (MF hooks, then
 * last-known-good). A throw while rendering marks that version as failed for this page visit and
 * reloads the remote: the loader then takes last-known-good (or a version deployed meanwhile); the
 * fallback shows when no version is left. "Try again" gives every version a fresh chance.
 * Without `route` the slot is the remote's area: the remote renders the page the URL names there,
 * or `notFound` (the shell's page) for a page it does not have.
 */
export function RemoteSlot({
  remote,
  route,
  notFound,
  loading,
}: {
  remote: string;
  route?: RouteName;
  notFound?: ReactNode;
  /** shown while the remote loads instead of the spinner (a cabinet page: its heading and skeleton) */
  loading?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(() => dropFailedLoad(remote));
  const autoReloads = useRef(0);
  const rehearsal = useInRehearsal();
  return (
    <ErrorBoundary
      resetKeys={[remote]}
      onReset={() => {
        forgetLoad(remote);
        setAttempt((n) => n + 1);
      }}
      fallbackRender={({ error, resetErrorBoundary }) =>
        !(error instanceof RemoteLoadError) && autoReloads.current < MAX_AUTO_RELOADS ? (
          <AutoReload remote={remote} error={error} reset={resetErrorBoundary} used={autoReloads} />
        ) : (
          <RemoteFallback
            remote={remote}
            error={error}
            onRetry={() => {
              remoteRetried(remote);
              autoReloads.current = 0;
              resetErrorBoundary();
            }}
          />
        )
      }
    >
      <Suspense fallback={loading ?? <RemoteLoading />}>
        {typeof window === 'undefined' ? (
          <ServerSlot />
        ) : rehearsal ? (
          <RehearsedContent remote={remote} route={route} notFound={notFound} />
        ) : (
          <RemoteContent key={attempt} remote={remote} route={route} notFound={notFound} fresh={attempt > 0} />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
