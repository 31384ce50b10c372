import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real diya-qr-code screen comes with its feature issue. */
export function DiyaQrCodeScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.diyaQrCode.title')} testId="screen-diya-qr-code" />;
}
