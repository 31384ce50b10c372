import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from './page-layout';

/**
 * A route whose real screen comes in a later issue: titled and translated, and plainly marked as a
 * skeleton so nobody mistakes it for a finished page.
 */
export function ScreenSkeleton({ title, testId, children }: { title: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PageLayout title={title} testId={testId}>
      <p className="ui-skeleton-note" data-skeleton="true">
        {t('skeleton.note')}
      </p>
      {children}
    </PageLayout>
  );
}
