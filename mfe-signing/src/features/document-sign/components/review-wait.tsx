import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { STATUS_POLL_MS, useUserInfo } from '@broker/shared/session';
import { Spinner, WaitingModal } from '@broker/shared/ui';

const WAITING = ['INITIAL', 'REVIEW'];

/**
 * §4 "Waiting": a resident in INITIAL or REVIEW — the documents are being prepared and the
 * application checked. The status is polled every 10 s; a decision opens form-status with it
 * (SIGNING or SIGNED, set by the back office meanwhile, go back to the page: `onSigning`).
 */
export function ReviewWait({ onSigning }: { onSigning: (status: 'SIGNING' | 'SIGNED') => void }) {
  const { t } = useTranslation('signing');
  const nav = useRouteNav();
  const { user } = useUserInfo({
    refetchInterval: (u) => (u && WAITING.includes(u.check_status) ? STATUS_POLL_MS : false),
  });
  const [modalClosed, setModalClosed] = useState(false);
  const status = user?.check_status;

  useEffect(() => {
    if (!status || WAITING.includes(status)) return;
    if (status === 'SIGNED' || status === 'SIGNING') onSigning(status);
    else nav('form-status', { query: { status }, replace: true });
  }, [status, nav, onSigning]);

  return (
    <div className="ui-card signing-card signing-stack" data-testid="review-wait">
      <Spinner label={t('common:waiting.checking')} />
      <p>{t('waiting.review.text')}</p>
      {!modalClosed && (
        <WaitingModal
          title={t('waiting.review.title')}
          text={t('waiting.review.text')}
          onClose={() => setModalClosed(true)}
        />
      )}
    </div>
  );
}
