import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real form-status screen comes with its feature issue. */
export function FormStatusScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.formStatus.title')} testId="screen-form-status" />;
}
