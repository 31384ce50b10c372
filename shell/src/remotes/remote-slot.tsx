import { Suspense, use, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { RemoteAppModule } from '@broker/shared/contracts';
import type { RouteName } from '@broker/shared/routes';
import { Button, Spinner } from '@broker/shared/ui';
import { loadRemoteApp } from './remote-loader';
import { report } from './reporter';
import { diagnosticsStore } from './diagnostics-store';

/** One load per remote per attempt; the retry button drops the entry so the next render loads afresh. */
const loads = new Map<string, Promise<RemoteAppModule>>();

function getLoad(key: string, fresh: boolean): Promise<RemoteAppModule> {
  let p = loads.get(key);
  if (!p) loads.set(key, (p = loadRemoteApp(key, fresh)));
  return p;
}

function RemoteContent({ remote, route, fresh }: { remote: string; route: RouteName; fresh: boolean }) {
  const mod = use(getLoad(remote, fresh));
  const App = mod.default;
  return <App route={route} />;
}

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="ui-center" data-testid="remote-loading">
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

function RemoteFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div className="ui-center" role="alert" data-testid="remote-fallback">
      <h1>{t('remote.failedTitle')}</h1>
      <p className="ui-muted">{t('remote.failedText')}</p>
      <Button onClick={resetErrorBoundary}>{t('actions.retry')}</Button>
    </div>
  );
}

/**
 * Where a remote's screen goes. Loading shows a spinner; a remote that cannot load or throws while
 * rendering shows a translated fallback in its own area only: the shell, menu and other remotes go on,
 * and the URL stays where the user is.
 */
export function RemoteSlot({ remote, route }: { remote: string; route: RouteName }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      FallbackComponent={RemoteFallback}
      resetKeys={[remote]}
      onError={(error) => {
        const d = diagnosticsStore.getState().remotes[remote];
        if (d?.status === 'ready') {
          report({ kind: 'remote-render', remote, version: d.loadedVersion ?? undefined, message: String(error) });
        }
      }}
      onReset={() => {
        loads.delete(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteContent key={attempt} remote={remote} route={route} fresh={attempt > 0} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** For diagnostics and tests: load a remote's module outside React. */
export function loadRemoteModule(remote: string): Promise<RemoteAppModule> {
  return getLoad(remote, false);
}
