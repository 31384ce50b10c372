import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { checkStatusSchema } from '@broker/shared/contracts';
import { useRouteNav } from '@broker/shared/routes';
import { Button, PageLayout, Spinner, WaitingModal } from '@broker/shared/ui';
import { InvestmentsSiteButton } from '../../components/external-button';
import { isDecided, useStatusPolling } from '../../components/use-status-polling';
import '../../styles/onboarding.css';

/**
 * /{lang}/form-status (param `status`): the decision on the application (§4 "Form-status texts").
 * APPROVED leads to document-sign; the others to the investments site. The user's own status wins
 * over the query once known (the link may be old); INITIAL/REVIEW show the waiting modal.
 */
export function FormStatusScreen() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const { user, waiting, loading } = useStatusPolling();
  const [waitClosed, setWaitClosed] = useState(false);
  const fromQuery = checkStatusSchema.safeParse(params.get('status'));
  const status = user?.check_status ?? (fromQuery.success ? fromQuery.data : null);
  const decided = isDecided(status);

  useEffect(() => {
    // keep the URL's status in step with the real one (a reload or a shared link shows the same)
    if (decided && params.get('status') !== status) nav('form-status', { query: { status }, replace: true });
  }, [decided, status, params, nav]);

  return (
    <PageLayout title={t('formStatus.title')} testId="screen-form-status">
      <div className="ui-card onboarding-card" data-status={status ?? ''}>
        {loading ? (
          <Spinner label={t('formStatus.loading')} />
        ) : (
          <>
            <p className="onboarding-status" data-testid="form-status-text">
              {t(decided ? `formStatus.text.${status}` : 'formStatus.text.PENDING')}
            </p>
            <div className="onboarding-actions">
              {status === 'APPROVED' ? (
                <Button onClick={() => nav('document-sign', { query: { status } })} data-testid="to-document-sign">
                  {t('formStatus.sign')}
                </Button>
              ) : (
                <InvestmentsSiteButton>{t('common.investmentsSite')}</InvestmentsSiteButton>
              )}
            </div>
          </>
        )}
      </div>
      {waiting && !waitClosed && (
        <WaitingModal title={t('waiting.title')} text={t('waiting.text')} onClose={() => setWaitClosed(true)} />
      )}
    </PageLayout>
  );
}
