import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { bus } from '@broker/shared/events';
import { useRouteNav } from '@broker/shared/routes';
import { Button, PageLayout, Spinner, toastError, useSingleFlight } from '@broker/shared/ui';
import { useConfirmSharingData } from './api/confirm-sharing-data';
import { useSharingData } from './api/get-sharing-data';
import { SharingDataView } from './components/sharing-data-view';
import '../../styles/onboarding.css';
import '../../styles/register-check-data.css';

/**
 * /{lang}/register/check (`register-check-data`): a resident who registered through the sharing app
 * checks what it delivered and confirms it; the shell then applies the redirect rule (the profile is
 * FULL now). Data that is wrong or incomplete: fill in the form by hand with bank-ID instead.
 */
export function RegisterCheckDataScreen() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const data = useSharingData();
  const confirm = useConfirmSharingData();

  // one request however fast the clicks (a disabled button re-renders too late for a double click)
  const onConfirm = useSingleFlight(async () => {
    if (!data.data) return false;
    try {
      await confirm.mutateAsync(data.data);
      bus.emit('session:recheck', { reason: 'sharing data confirmed' });
      return true;
    } catch (error) {
      // onboarding §8 FullSentProfile "during sharing data → document-sign": the application exists already
      if (isApiError(error) && error.code === 'FullSentProfile') nav('document-sign', { replace: true });
      else toastError(error);
      return false;
    }
  });

  return (
    <PageLayout title={t('screens.registerCheckData.title')} testId="screen-register-check-data">
      <div className="ui-card onboarding-card onboarding-card--wide">
        <p className="ui-muted">{t('checkData.intro')}</p>
        {data.isPending && <Spinner label={t('checkData.loading')} />}
        {data.isError && (
          <div role="alert" className="onboarding-actions" data-testid="check-load-error">
            <p className="onboarding-form-error">{t('common.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void data.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </div>
        )}
        {data.data && <SharingDataView data={data.data} />}
        <div className="onboarding-actions">
          <Button
            onClick={() => void onConfirm()}
            disabled={!data.data}
            loading={confirm.isPending || confirm.isSuccess}
            data-testid="check-confirm"
          >
            {t('checkData.confirm')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => nav('diya-qr-success', { query: { status: 'noFullData' } })}
            data-testid="check-by-hand"
          >
            {t('checkData.byHand')}
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
