import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real profile screen comes with its feature issue. */
export function ProfileScreen() {
  const { t } = useTranslation('accounts');
  return <ScreenSkeleton title={t('screens.profile.title')} testId="screen-profile" />;
}
