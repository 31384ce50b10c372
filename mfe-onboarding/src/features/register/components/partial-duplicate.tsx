import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteHref } from '@broker/shared/routes';
import { Button } from '@broker/shared/ui';

/** PartDoubleProfile (§8): an unfinished profile already uses these contacts; a manager sorts it out. */
export function PartialDuplicate({
  pending,
  onContactManager,
  onStartOver,
}: {
  pending: boolean;
  onContactManager: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const href = useRouteHref();
  return (
    <div className="onboarding-form" data-testid="partial-duplicate">
      <h2>{t('register.partialDuplicate.title')}</h2>
      <p>{t('register.partialDuplicate.text')}</p>
      <div className="onboarding-actions">
        <Button onClick={onContactManager} loading={pending} data-testid="contact-manager">
          {t('register.partialDuplicate.contact')}
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          {t('register.startOver')}
        </Button>
        <Link to={href('login')}>{t('common.toLogin')}</Link>
      </div>
    </div>
  );
}
