import { useTranslation } from 'react-i18next';
import { Spinner } from '@broker/shared/ui';

/** While a step's data and reference lists load (onboarding §2: each step loads on entry). */
export function StepLoading() {
  const { t } = useTranslation();
  return (
    <div className="rf-loading" data-testid="step-loading">
      <Spinner label={t('common:app.loading')} />
    </div>
  );
}
