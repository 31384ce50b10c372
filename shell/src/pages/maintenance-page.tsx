import { useTranslation } from 'react-i18next';
import { Button, useDocumentTitle } from '@broker/shared/ui';
import { routePath, useLang } from '@broker/shared/routes';
import { runtimeConfig } from '../config/runtime-config';
import { useMaintenanceTexts } from '../session';
import { MaintenanceIllustration } from './maintenance-illustration';

/**
 * `/{lang}/server_is_not_available` (cabinet § maintenance page): a status bar, an illustration, the
 * heading and the support text from the 503 response (ours until one arrived) and the support e-mail.
 */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const texts = useMaintenanceTexts(i18n.language);
  const email = texts.email ?? runtimeConfig().supportEmail;
  const title = t('maintenance.title');
  useDocumentTitle(title);
  return (
    <section className="ui-page shell-maint" data-testid="maintenance-page">
      <p className="shell-maint__status" role="status" data-testid="maintenance-status">
        <span className="shell-maint__dot" aria-hidden="true" />
        {title}
      </p>
      <div className="ui-card shell-maint__card">
        <MaintenanceIllustration />
        <h1 className="ui-page__title" data-testid="maintenance-text">
          {texts.text ?? t('maintenance.text')}
        </h1>
        <p>
          {texts.support ?? t('maintenance.support')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        {/* a fresh start from the cabinet root: the session rules send the user where they belong now */}
        <Button variant="secondary" onClick={() => location.assign(routePath('private-cabinet', { lang }))}>
          {t('maintenance.retry')}
        </Button>
      </div>
    </section>
  );
}
