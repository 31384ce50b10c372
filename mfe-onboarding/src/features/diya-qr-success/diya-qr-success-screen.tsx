import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real diya-qr-success screen comes with its feature issue. */
export function DiyaQrSuccessScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.diyaQrSuccess.title')} testId="screen-diya-qr-success" />;
}
