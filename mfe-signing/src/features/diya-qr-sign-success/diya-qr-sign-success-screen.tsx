import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { diiaSignResultResponseSchema } from '@broker/shared/contracts';
import { bus } from '@broker/shared/events';
import { useRouteNav } from '@broker/shared/routes';
import { useAuth } from '@broker/shared/session';
import { Button, PageLayout, Spinner } from '@broker/shared/ui';
import { QR_RESULT_POLL_MS } from '../../config/constants';
import { isNothingStarted, useDiiaSignResult } from '../../api/get-diia-sign-result';
import { useIsNarrow } from '../../components/use-is-narrow';
import { SupportModal } from './components/support-modal';
import '../../styles/signing.css';

const statusSchema = diiaSignResultResponseSchema.shape.status;
type Outcome = 'success' | 'refuse' | 'notUsed' | 'error' | 'pending' | 'unknown';

/**
 * /{lang}/document-sign/sharing/success: the outcome of signing in the sharing app. Signed in, the
 * server's answer decides (404 → document-sign, §8); without a session (this page is on the 401
 * whitelist: the app may return the user to another browser) the query's `status` does.
 */
export function DiyaQrSignSuccessScreen() {
  const { t } = useTranslation('signing');
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const signedIn = useAuth((s) => s.tokens !== null);
  const result = useDiiaSignResult({ pollMs: QR_RESULT_POLL_MS, enabled: signedIn });
  const narrow = useIsNarrow();
  const [modalClosed, setModalClosed] = useState(false);
  const gone = isNothingStarted(result.error);

  useEffect(() => {
    if (gone) nav('document-sign', { replace: true });
  }, [gone, nav]);

  const fromQuery = statusSchema.safeParse(params.get('status'));
  const status = signedIn ? result.data?.status : fromQuery.success ? fromQuery.data : undefined;
  const outcome: Outcome = !status
    ? 'unknown'
    : status === 'initialized' || status === 'processing'
      ? 'pending'
      : status;
  const loading = signedIn && (result.isPending || gone);

  let action;
  if (outcome === 'success') {
    action = signedIn ? (
      <Button
        onClick={() => {
          // the stored user still says APPROVED: the shell reloads it before the cabinet reads it
          bus.emit('user:changed', { reason: 'signed' });
          nav('private-cabinet');
        }}
        data-testid="to-cabinet"
      >
        {t('result.toCabinet')}
      </Button>
    ) : (
      <Button onClick={() => nav('login')} data-testid="to-login">
        {t('result.toLogin')}
      </Button>
    );
  } else if (outcome === 'pending') {
    action = (
      <Button onClick={() => nav('diya-qr-code-sign')} data-testid="back-to-qr">
        {t('result.backToQr')}
      </Button>
    );
  } else {
    action = (
      <Button onClick={() => nav(signedIn ? 'document-sign' : 'login')} data-testid="sign-again">
        {t(signedIn ? 'result.signAgain' : 'result.toLogin')}
      </Button>
    );
  }

  return (
    <PageLayout title={t('result.title')} testId="screen-diya-qr-sign-success">
      {loading ? (
        <Spinner label={t('result.loading')} />
      ) : (
        <div
          className="ui-card signing-card signing-stack"
          data-outcome={outcome}
          data-testid="sign-outcome"
          role={outcome === 'success' ? 'status' : 'alert'}
        >
          <h2 className="signing-subtitle">{t(`result.${outcome}.title`)}</h2>
          <p>{t(`result.${outcome}.text`)}</p>
          {action}
        </div>
      )}
      {outcome === 'success' && narrow && !modalClosed && <SupportModal onClose={() => setModalClosed(true)} />}
    </PageLayout>
  );
}
