import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real documents-all screen comes with its feature issue. */
export function DocumentsAllScreen() {
  const { t } = useTranslation('documents');
  return <ScreenSkeleton title={t('screens.documentsAll.title')} testId="screen-documents-all" />;
}
