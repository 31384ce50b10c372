import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real accounts screen comes with its feature issue. */
export function AccountsScreen() {
  const { t } = useTranslation('accounts');
  return <ScreenSkeleton title={t('screens.accounts.title')} testId="screen-accounts" />;
}
