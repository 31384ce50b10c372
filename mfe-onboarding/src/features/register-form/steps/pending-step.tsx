import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import { useFrame } from '../components/frame-context';

/** Steps 4-6 arrive with the application's part 2 (issue 11): until then the frame shows this note. */
export function PendingStep() {
  const { t } = useTranslation('onboarding');
  const { back } = useFrame();
  return (
    <div className="rf-form" data-testid="step-pending">
      <p>{t('registerForm.pending')}</p>
      <div className="ob-actions">
        <Button variant="secondary" onClick={back} data-testid="step-back">
          {t('registerForm.actions.back')}
        </Button>
      </div>
    </div>
  );
}
