import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real document-sign screen comes with its feature issue. */
export function DocumentSignScreen() {
  const { t } = useTranslation('signing');
  return <ScreenSkeleton title={t('screens.documentSign.title')} testId="screen-document-sign" />;
}
