import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real register screen comes with its feature issue. */
export function RegisterScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.register.title')} testId="screen-register" />;
}
