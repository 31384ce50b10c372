import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real documents-for-sign screen comes with its feature issue. */
export function DocumentsForSignScreen() {
  const { t } = useTranslation('documents');
  return <ScreenSkeleton title={t('screens.documentsForSign.title')} testId="screen-documents-for-sign" />;
}
