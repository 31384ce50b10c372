import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { Button, PageLayout, WaitingModal } from '@broker/shared/ui';
import { InvestmentsSiteButton } from '../../components/external-button';
import { isDecided, useStatusPolling } from '../../components/use-status-polling';
import '../../styles/onboarding.css';

/**
 * /{lang}/register/final (`alreadySent=1` when the server said the application was already sent).
 * Residents get the cabinet button, non-residents the investments site. While the application
 * waits for review the waiting modal shows and the status is polled; a decision opens form-status.
 */
export function RegisterFinalPageScreen() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const { user, waiting } = useStatusPolling();
  const [waitClosed, setWaitClosed] = useState(false);
  const status = user?.check_status;

  useEffect(() => {
    if (isDecided(status)) nav('form-status', { query: { status }, replace: true });
  }, [status, nav]);

  return (
    <PageLayout title={t('final.title')} testId="screen-register-final-page">
      <div className="ui-card onboarding-card">
        <p className="onboarding-status" data-testid="final-text">
          {t(params.get('alreadySent') === '1' ? 'final.alreadySent' : 'final.sent')}
        </p>
        <p className="ui-muted">{t('final.next')}</p>
        <div className="onboarding-actions">
          {user?.is_resident ? (
            <Button onClick={() => nav('private-cabinet')} data-testid="to-cabinet">
              {t('final.toCabinet')}
            </Button>
          ) : (
            <InvestmentsSiteButton>{t('common.investmentsSite')}</InvestmentsSiteButton>
          )}
        </div>
      </div>
      {waiting && !waitClosed && (
        <WaitingModal title={t('waiting.title')} text={t('waiting.text')} onClose={() => setWaitClosed(true)} />
      )}
    </PageLayout>
  );
}
