import { useTranslation } from 'react-i18next';
import type { QrData } from '@broker/shared/contracts';

/**
 * The QR to scan with the sharing app; on narrow screens (a phone: the app is on the same device) the
 * deep link button instead — and always when the server says the link is the way (`type: link`).
 */
export function QrPanel({ qr }: { qr: QrData }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className={qr.type === 'link' ? 'onboarding-qr-panel onboarding-qr-panel--link' : 'onboarding-qr-panel'}>
      <img
        className="onboarding-qr-panel__img"
        src={`data:image/png;base64,${qr.img}`}
        alt={t('sharing.qr.alt')}
        width={240}
        height={240}
        data-testid="sharing-qr"
      />
      <a className="ui-btn onboarding-qr-panel__link" href={qr.dynamic_deeplink} data-testid="sharing-deeplink">
        {t('sharing.qr.openApp')}
      </a>
    </div>
  );
}
