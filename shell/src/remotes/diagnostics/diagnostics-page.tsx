import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { REMOTE_KEYS } from '@broker/shared/routes';
import { useDiagnostics } from './diagnostics-store';
import { currentRegistry, wholeRegistryNow } from '../loading/remote-loader';
import { ReleaseStatus } from './release-status';

/**
 * `/{lang}/__status`: what ops need when a remote misbehaves (no secrets, so no login needed): per
 * remote the live version, the version this page loaded and whether it came from live or
 * last-known-good (and why: the live version failed to load, or threw while rendering), the load time and the last error. State of this page session (client-side nav).
 * Below it, releases (release-status.tsx): canary, staged versions, this browser's override, last decision.
 */
export function DiagnosticsPage() {
  const { t } = useTranslation('shell');
  const remotes = useDiagnostics();
  // remotes not visited yet still show what the registry says is live; remotes added since the shell's
  // release come from the registry; the page came with the loadable versions only, the override
  // chooser lists the history (read once when this page is reached inside the app)
  const [registry, setRegistry] = useState(currentRegistry);
  useEffect(() => {
    let on = true;
    void wholeRegistryNow().then((r) => on && setRegistry(r));
    return () => {
      on = false;
    };
  }, []);
  return (
    <PageLayout title={t('status.title')} testId="diagnostics">
      {/* seven columns do not fit 390 px: the table scrolls in its own region, reachable by keyboard */}
      <div className="shell-table-scroll" role="region" aria-label={t('status.title')} tabIndex={0}>
        <table className="shell-table">
          <thead>
            <tr>
              <th>{t('status.remote')}</th>
              <th>{t('status.live')}</th>
              <th>{t('status.loaded')}</th>
              <th>{t('status.source')}</th>
              <th>{t('status.reason')}</th>
              <th>{t('status.loadMs')}</th>
              <th>{t('status.lastError')}</th>
            </tr>
          </thead>
          <tbody>
            {[...new Set([...REMOTE_KEYS, ...Object.keys(registry?.remotes ?? {})])].map((key) => {
              const d = remotes[key];
              return (
                <tr key={key} data-testid={`status-${key}`}>
                  <td>{key}</td>
                  <td data-testid={`status-live-${key}`}>{d?.liveVersion ?? registry?.remotes[key]?.live ?? '-'}</td>
                  <td data-testid={`status-loaded-${key}`}>{d?.loadedVersion ?? '-'}</td>
                  <td data-testid={`status-source-${key}`}>
                    {d?.source ? t(`status.sources.${d.source}`) : t('status.notLoaded')}
                  </td>
                  <td data-testid={`status-reason-${key}`}>{d?.reason ? t(`status.reasons.${d.reason}`) : '-'}</td>
                  <td>{d?.loadMs ?? '-'}</td>
                  <td data-testid={`status-error-${key}`}>{d?.lastError ?? '-'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ReleaseStatus registry={registry} />
    </PageLayout>
  );
}
