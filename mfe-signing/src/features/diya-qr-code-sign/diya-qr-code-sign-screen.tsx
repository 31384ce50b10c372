import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real diya-qr-code-sign screen comes with its feature issue. */
export function DiyaQrCodeSignScreen() {
  const { t } = useTranslation('signing');
  return <ScreenSkeleton title={t('screens.diyaQrCodeSign.title')} testId="screen-diya-qr-code-sign" />;
}
