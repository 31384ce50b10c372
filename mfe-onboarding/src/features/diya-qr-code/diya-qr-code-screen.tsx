import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { Button, PageLayout, Spinner } from '@broker/shared/ui';
import { QrPanel } from './components/qr-panel';
import { useSharingFlow } from './model/use-sharing-flow';
import '../../styles/onboarding.css';
import '../../styles/diya-qr-code.css';

/**
 * /{lang}/register/sharing (`diya-qr-code`): share identity data from the national sharing app by
 * QR (or deep link on a phone). Continue asks for the result after a 10 s countdown; renew gets a new
 * QR; cancel goes back to registration. Public (onboarding §8 401 whitelist).
 */
export function DiyaQrCodeScreen() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const flow = useSharingFlow();
  const counting = flow.secondsLeft > 0;

  return (
    <PageLayout title={t('screens.diyaQrCode.title')} testId="screen-diya-qr-code">
      <div className="ui-card onboarding-card">
        <ol className="onboarding-qr-steps">
          <li>{t('sharing.qr.step1')}</li>
          <li>{t('sharing.qr.step2')}</li>
          <li>{t('sharing.qr.step3')}</li>
        </ol>
        {flow.qr.isPending && <Spinner label={t('sharing.qr.loading')} />}
        {flow.qr.isError && (
          <p role="alert" className="onboarding-form-error" data-testid="sharing-qr-error">
            {t('sharing.qr.error')}
          </p>
        )}
        {flow.qr.data && <QrPanel qr={flow.qr.data} />}
        <p aria-live="polite" className="ui-muted" data-testid="sharing-state">
          {flow.shared
            ? t('sharing.qr.received')
            : flow.processing
              ? t('sharing.qr.processing')
              : t('sharing.qr.waiting')}
        </p>
        <div className="onboarding-actions">
          <Button
            onClick={() => void flow.check()}
            disabled={counting || flow.shared !== null}
            loading={flow.checking}
            data-testid="sharing-continue"
          >
            {counting ? (
              <span className="onboarding-qr-countdown">{`00:${String(flow.secondsLeft).padStart(2, '0')}`}</span>
            ) : (
              t('common:actions.continue')
            )}
          </Button>
          <Button
            variant="secondary"
            onClick={flow.renew}
            disabled={flow.processing || flow.shared !== null}
            data-testid="sharing-renew"
          >
            {t('sharing.qr.renew')}
          </Button>
          <Button variant="link" onClick={() => nav('register')} data-testid="sharing-cancel">
            {t('common:actions.cancel')}
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
