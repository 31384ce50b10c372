import { useTranslation } from 'react-i18next';
import { Button, useSingleFlight } from '@broker/shared/ui';
import { formatDateTime } from '../../../components/format';
import { useRefreshBalance } from '../api/refresh-balance';

/** Last update time and the update button (cabinet §2): refresh with a loader, then reload. */
export function UpdateBar({ created }: { created: string }) {
  const { t } = useTranslation('documents');
  const refresh = useRefreshBalance();
  const onRefresh = useSingleFlight(async () => {
    try {
      await refresh.mutateAsync();
    } catch (err) {
      // cabinet §8: a data load failure is logged only; the figures and their time stay as they were
      console.warn('[trade-limits] balance refresh failed', err);
    }
  });
  return (
    <div className="documents-update" data-testid="limits-update">
      <p className="ui-muted">
        {t('limits.updatedAt')}{' '}
        <time dateTime={created} data-testid="limits-updated-at">
          {formatDateTime(created)}
        </time>
      </p>
      <Button
        variant="secondary"
        onClick={() => void onRefresh()}
        loading={refresh.isPending}
        data-testid="limits-refresh"
      >
        {t('limits.refresh')}
      </Button>
    </div>
  );
}
