import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real login screen comes with its feature issue. */
export function LoginScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.login.title')} testId="screen-login" />;
}
