import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real register-check-data screen comes with its feature issue. */
export function RegisterCheckDataScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.registerCheckData.title')} testId="screen-register-check-data" />;
}
