import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real password-change screen comes with its feature issue. */
export function PasswordChangeScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.passwordChange.title')} testId="screen-password-change" />;
}
