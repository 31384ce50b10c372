import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { QR_COUNTDOWN_SECONDS, qrDataSchema, type QrData } from '@broker/shared/contracts';
import { formatMmSs } from '@broker/shared/otp';
import { useRouteNav } from '@broker/shared/routes';
import { Button, PageLayout, Spinner, toastError, useCountdown } from '@broker/shared/ui';
import { QR_RESULT_POLL_MS } from '../../config/constants';
import { isFinalQrStatus, isNothingStarted, useDiiaSignResult } from '../../api/get-diia-sign-result';
import { CancelConfirmModal } from '../../components/cancel-confirm-modal';
import { isSkipCheck } from '../../components/skip-check';
import { useSingleFlight } from '@broker/shared/ui';
import { getSignDeeplink, useSignDeeplink } from './api/get-sign-deeplink';
import { QrView } from './components/qr-view';
import '../../styles/signing.css';

const countdownEnd = () => Date.now() + QR_COUNTDOWN_SECONDS * 1000;

/**
 * /{lang}/document-sign/sharing (params skipCheck, qr_data): sign in the sharing app (§4 QR flow).
 * The QR comes from document-sign as navigation state, else from deeplink/. diia_sign/result/ is
 * polled; a final status opens the result page, 404 goes back to document-sign (§8). Continue is
 * pressable after a 10 s countdown (00:10) and checks at once; renew gets a new code; cancel asks.
 * On entry the result is checked before the QR shows (back from the app by deep link, or a reload, the
 * signing may be over: no old QR flashes); `skipCheck` (as on the registration QR page): no check on
 * entry, the QR at once and the first result read one poll period later.
 */
export function DiyaQrCodeSignScreen() {
  const { t } = useTranslation('signing');
  const nav = useRouteNav();
  const client = useQueryClient();
  const location = useLocation();
  const passed = qrDataSchema.safeParse((location.state as { qr?: unknown } | null)?.qr);
  const [renewed, setRenewed] = useState<QrData | null>(null);
  const current = useSignDeeplink(!passed.success);
  const qr = renewed ?? (passed.success ? passed.data : (current.data ?? null));
  const [params] = useSearchParams();
  const [skipCheck] = useState(() => isSkipCheck(params));
  const [polling, setPolling] = useState(!skipCheck);
  useEffect(() => {
    if (polling) return undefined;
    const timer = setTimeout(() => setPolling(true), QR_RESULT_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling]);
  const result = useDiiaSignResult({ pollMs: QR_RESULT_POLL_MS, enabled: qr !== null && polling });
  // the entry check: until its first answer (or a failure other than 404, then the QR and the next tick)
  const checking = !skipCheck && qr !== null && result.data === undefined && result.error === null;
  const status = result.data?.status;
  const [deadline, setDeadline] = useState(countdownEnd);
  const secondsLeft = useCountdown(deadline);
  const [hint, setHint] = useState<'notScanned' | 'processing' | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [askCancel, setAskCancel] = useState(false);

  const gone = isNothingStarted(result.error) || (current.isError && isNothingStarted(current.error));
  const leaving = gone || isFinalQrStatus(status); // the effect below opens another page: no QR meanwhile
  useEffect(() => {
    if (gone) nav('document-sign', { replace: true });
    else if (status && isFinalQrStatus(status)) nav('diya-qr-sign-success', { query: { status }, replace: true });
  }, [gone, status, nav]);
  useEffect(() => {
    // the current QR could not be read for another reason: the documents page can start over
    if (current.isError && !isNothingStarted(current.error)) toastError(current.error);
  }, [current.isError, current.error]);

  const onContinue = useSingleFlight(async () => {
    const answer = await result.refetch();
    const now = answer.data?.status;
    if (now && isFinalQrStatus(now)) return; // the effect opens the result page
    setHint(now === 'processing' ? 'processing' : 'notScanned');
    setDeadline(countdownEnd());
  });

  const renew = useSingleFlight(async () => {
    setRenewing(true);
    try {
      setRenewed(await getSignDeeplink(true));
      setHint(null);
      setDeadline(countdownEnd());
      await client.resetQueries({ queryKey: result.queryKey });
    } catch (err) {
      toastError(err);
    } finally {
      setRenewing(false);
    }
  });

  return (
    <PageLayout title={t('qr.title')} testId="screen-diya-qr-code-sign">
      <div className="ui-card signing-card signing-qr-card" data-status={status ?? ''}>
        {checking || leaving ? (
          <div data-testid="qr-checking">
            <Spinner label={t('qr.checking')} />
          </div>
        ) : (
          <QrView qr={qr} processing={status === 'processing'} renewing={renewing} onRenew={() => void renew()} />
        )}
        {hint && (
          <p role="status" className="signing-hint" data-testid="qr-hint">
            {t(`qr.hint.${hint}`)}
          </p>
        )}
        <div className="signing-actions">
          <Button variant="secondary" onClick={() => setAskCancel(true)} data-testid="qr-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void onContinue()}
            disabled={secondsLeft > 0 || qr === null || checking || leaving}
            data-testid="qr-continue"
          >
            {secondsLeft > 0 ? t('qr.continueIn', { time: formatMmSs(secondsLeft) }) : t('common:actions.continue')}
          </Button>
        </div>
      </div>
      {askCancel && <CancelConfirmModal onStay={() => setAskCancel(false)} onConfirm={() => nav('document-sign')} />}
    </PageLayout>
  );
}
