import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { useRouteHref } from '@broker/shared/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  const href = useRouteHref();
  return (
    <PageLayout title={t('notFound.title')} testId="not-found">
      <Link to={href('profile')}>{t('notFound.toProfile')}</Link>
    </PageLayout>
  );
}
