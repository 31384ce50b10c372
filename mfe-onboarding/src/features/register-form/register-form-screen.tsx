import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real register-form screen comes with its feature issue. */
export function RegisterFormScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.registerForm.title')} testId="screen-register-form" />;
}
