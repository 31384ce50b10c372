import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { REMOTE_KEYS } from '@broker/shared/contracts';
import { useDiagnostics } from './diagnostics-store';

/** `/{lang}/__status`: what ops need when a remote misbehaves (no secrets, so no login needed). */
export function DiagnosticsPage() {
  const { t } = useTranslation('shell');
  const remotes = useDiagnostics();
  return (
    <PageLayout title={t('status.title')} testId="diagnostics">
      <table className="shell-table">
        <thead>
          <tr>
            <th>{t('status.remote')}</th>
            <th>{t('status.live')}</th>
            <th>{t('status.loaded')}</th>
            <th>{t('status.source')}</th>
            <th>{t('status.loadMs')}</th>
            <th>{t('status.lastError')}</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_KEYS.map((key) => {
            const d = remotes[key];
            return (
              <tr key={key} data-testid={`status-${key}`}>
                <td>{key}</td>
                <td>{d?.liveVersion ?? '-'}</td>
                <td>{d?.loadedVersion ?? '-'}</td>
                <td data-testid={`status-source-${key}`}>{d?.source ? t(`status.sources.${d.source}`) : t('status.notLoaded')}</td>
                <td>{d?.loadMs ?? '-'}</td>
                <td>{d?.lastError ?? '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PageLayout>
  );
}
