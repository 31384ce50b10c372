import { useTranslation } from 'react-i18next';
import { PageLayout, Button } from '@broker/shared/ui';
import { runtimeConfig } from '../app/runtime-config';
import { useMaintenanceTexts } from './maintenance-store';

/** `/{lang}/server_is_not_available`: texts from the 503 response when we have them, else ours. */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const texts = useMaintenanceTexts(i18n.language);
  const email = texts.email ?? runtimeConfig().supportEmail;
  return (
    <PageLayout title={t('maintenance.title')} testId="maintenance-page">
      <div className="ui-card">
        <p data-testid="maintenance-text">{texts.text ?? t('maintenance.text')}</p>
        <p>
          {texts.support ?? t('maintenance.support')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <Button variant="secondary" onClick={() => location.reload()}>{t('maintenance.retry')}</Button>
      </div>
    </PageLayout>
  );
}
