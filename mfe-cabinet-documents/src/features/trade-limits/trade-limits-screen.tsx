import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real trade-limits screen comes with its feature issue. */
export function TradeLimitsScreen() {
  const { t } = useTranslation('documents');
  return <ScreenSkeleton title={t('screens.tradeLimits.title')} testId="screen-trade-limits" />;
}
