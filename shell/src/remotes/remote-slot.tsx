import { Suspense, use, useEffect, useRef, useState, type RefObject } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@broker/shared/routes';
import { Button, Spinner } from '@broker/shared/ui';
import { dropFailedLoad, forgetLoad, loadRemoteModule, RemoteLoadError } from './remote-loader';
import { report } from './reporter';
import { diagnosticsStore, updateDiagnostics } from './diagnostics-store';

/** A render-time failure (a lazy chunk gone after a deploy, a throw) gets one automatic reload first. */
const AUTO_RELOAD_DELAY_MS = 300;

function RemoteContent({ remote, route, fresh }: { remote: string; route: RouteName; fresh: boolean }) {
  const mod = use(loadRemoteModule(remote, fresh));
  const App = mod.default;
  const label = mod.meta.buildLabel;
  return (
    <>
      <App route={route} />
      {/* a release may carry a visible label (BUILD_LABEL): ops and the deploy tests see what is on screen */}
      {label && (
        <p className="ui-muted ui-release" data-testid="release-label">
          release {label}
        </p>
      )}
    </>
  );
}

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="ui-center" data-testid="remote-loading">
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

/** Shown instead of the fallback while the one automatic reload is pending. */
function AutoReload({ reset, used }: { reset: () => void; used: RefObject<number> }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      used.current += 1;
      reset();
    }, AUTO_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset, used]);
  return <RemoteLoading />;
}

function RemoteFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div className="ui-center" role="alert" data-testid="remote-fallback">
      <h1>{t('remote.failedTitle')}</h1>
      <p className="ui-muted">{t('remote.failedText')}</p>
      <Button onClick={() => resetErrorBoundary()}>{t('actions.retry')}</Button>
    </div>
  );
}

/**
 * Where a remote's screen goes. Loading shows a spinner; a remote that cannot load or throws while
 * rendering shows a translated fallback in its own area only: the shell, menu and other remotes go on,
 * and the URL stays where the user is. Load failures arrive here already retried (MF hooks, then
 * last-known-good); a failure while rendering is reloaded once automatically (fresh registry, so a
 * new version replaces one whose lazy chunk disappeared) before the fallback shows.
 */
export function RemoteSlot({ remote, route }: { remote: string; route: RouteName }) {
  const [attempt, setAttempt] = useState(() => dropFailedLoad(remote));
  const autoReloads = useRef(0);
  return (
    <ErrorBoundary
      resetKeys={[remote]}
      onError={(error) => {
        if (error instanceof RemoteLoadError) return; // the loader has reported it, with versions
        const d = diagnosticsStore.getState().remotes[remote];
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        report({ kind: 'remote-render', remote, version: d?.loadedVersion ?? undefined, message });
        updateDiagnostics(remote, { lastError: message });
      }}
      onReset={() => {
        forgetLoad(remote);
        setAttempt((n) => n + 1);
      }}
      fallbackRender={(props) =>
        !(props.error instanceof RemoteLoadError) && autoReloads.current === 0 ? (
          <AutoReload reset={props.resetErrorBoundary} used={autoReloads} />
        ) : (
          <RemoteFallback {...props} />
        )
      }
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteContent key={attempt} remote={remote} route={route} fresh={attempt > 0} />
      </Suspense>
    </ErrorBoundary>
  );
}
