import { useTranslation } from 'react-i18next';
import type { QrData } from '@broker/shared/contracts';
import { Button, Spinner } from '@broker/shared/ui';

/**
 * The QR to scan with the sharing app, or on narrow screens (and when the server says `link`, a
 * phone) the deep link that opens the app (§2 sharing QR pages); the renew link under it.
 */
export function QrView({
  qr,
  processing,
  renewing,
  onRenew,
}: {
  qr: QrData | null;
  processing: boolean;
  renewing: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation('signing');
  if (processing) {
    return (
      <div className="signing-stack" data-testid="qr-processing">
        <Spinner label={t('qr.processingLabel')} />
        <p>{t('qr.processing')}</p>
      </div>
    );
  }
  if (!qr) return <Spinner label={t('qr.loading')} />;
  const link = qr.type === 'link';
  return (
    <div className="signing-stack">
      <p className={link ? 'signing-only-wide signing-hide' : 'signing-only-wide'}>{t('qr.scan')}</p>
      <img
        className={link ? 'signing-qr signing-hide' : 'signing-qr signing-only-wide'}
        src={`data:image/png;base64,${qr.img}`}
        alt={t('qr.alt')}
        width={240}
        height={240}
        data-testid="qr-image"
      />
      <p className={link ? undefined : 'signing-only-narrow'}>{t('qr.openHint')}</p>
      <a
        className={link ? 'ui-btn' : 'ui-btn signing-only-narrow'}
        href={qr.dynamic_deeplink}
        data-testid="qr-deeplink"
      >
        {t('qr.open')}
      </a>
      <Button variant="link" onClick={onRenew} loading={renewing} data-testid="qr-renew">
        {t('qr.renew')}
      </Button>
    </div>
  );
}
