import { useTranslation } from 'react-i18next';
import { Button, ContactEmailLink } from '@broker/shared/ui';

/** §1: residents and non-residents register differently; the visitor says which they are first. */
export function ResidencyChoice({ onChoose }: { onChoose: (isResident: boolean) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="onboarding-form" data-testid="residency-choice">
      <p>{t('register.choice.text')}</p>
      <div className="onboarding-choice">
        <Button onClick={() => onChoose(true)} data-testid="choose-resident">
          {t('register.choice.resident')}
        </Button>
        <Button variant="secondary" onClick={() => onChoose(false)} data-testid="choose-nonresident">
          {t('register.choice.nonResident')}
        </Button>
      </div>
      {/* deciding whether to become a client: the sales contact (issue 24 item 5) */}
      <p className="ui-muted" data-testid="sales-contact">
        {t('register.choice.sales')} <ContactEmailLink kind="sales" />
      </p>
    </div>
  );
}
