import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real diya-qr-sign-success screen comes with its feature issue. */
export function DiyaQrSignSuccessScreen() {
  const { t } = useTranslation('signing');
  return <ScreenSkeleton title={t('screens.diyaQrSignSuccess.title')} testId="screen-diya-qr-sign-success" />;
}
