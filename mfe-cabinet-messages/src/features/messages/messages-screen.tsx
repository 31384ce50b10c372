import { useTranslation } from 'react-i18next';
import { ScreenSkeleton } from '@broker/shared/ui';

/** Skeleton: the real messages screen comes with its feature issue. */
export function MessagesScreen() {
  const { t } = useTranslation('messages');
  return <ScreenSkeleton title={t('screens.messages.title')} testId="screen-messages" />;
}
