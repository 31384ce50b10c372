import { useTranslation } from 'react-i18next';
import { PageLayout, Button } from '@broker/shared/ui';
import { routePath, useLang } from '@broker/shared/routes';
import { runtimeConfig } from '../config/runtime-config';
import { useMaintenanceTexts } from '../session';

/** `/{lang}/server_is_not_available`: texts from the 503 response when we have them, else ours. */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const texts = useMaintenanceTexts(i18n.language);
  const email = texts.email ?? runtimeConfig().supportEmail;
  return (
    <PageLayout title={t('maintenance.title')} testId="maintenance-page">
      <div className="ui-card">
        <p data-testid="maintenance-text">{texts.text ?? t('maintenance.text')}</p>
        <p>
          {texts.support ?? t('maintenance.support')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        {/* a fresh start from the cabinet root: the session rules send the user where they belong now */}
        <Button variant="secondary" onClick={() => location.assign(routePath('private-cabinet', { lang }))}>
          {t('maintenance.retry')}
        </Button>
      </div>
    </PageLayout>
  );
}
