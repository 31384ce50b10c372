import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real register-final-page screen comes with its feature issue. */
export function RegisterFinalPageScreen() {
  const { t } = useTranslation('onboarding');
  return <ScreenSkeleton title={t('screens.registerFinalPage.title')} testId="screen-register-final-page" />;
}
