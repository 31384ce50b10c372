import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageLayout } from '@broker/shared/ui';
import { routePath, useLang } from '@broker/shared/routes';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * The shell's answer to every route error (the router's `errorElement`): a path no route matches
 * (`//evil.example`) is the translated not-found page, anything thrown while routing or rendering
 * outside a remote's own boundary is a translated error page with a way back. Never the router's
 * developer page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('[shell] route error', error);
  }, [error, notFound]);
  return <PublicLayout>{notFound ? <NotFoundPage /> : <RouteFailed />}</PublicLayout>;
}

function RouteFailed() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <PageLayout title={t('shell:routeError.title')} testId="route-error">
      <div className="ui-card">
        <p>{t('shell:routeError.text')}</p>
        {/* a full load, not a client navigation: the router state that failed is dropped */}
        <Button variant="secondary" onClick={() => location.assign(routePath('private-cabinet', { lang }))}>
          {t('shell:routeError.home')}
        </Button>
      </div>
    </PageLayout>
  );
}
