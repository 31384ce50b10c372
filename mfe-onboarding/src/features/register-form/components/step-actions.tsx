import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import { useFrame } from './frame-context';

/**
 * Back (from step 1) and next. onboarding §2: next says "register" on step 0, "continue" on 1-5 and
 * "I confirm" on the last step with a hint; it is disabled while the step is invalid.
 */
export function StepActions({ valid, busy }: { valid: boolean; busy: boolean }) {
  const { t } = useTranslation('onboarding');
  const { step, isFirst, isLast, back } = useFrame();
  const label =
    step === 0
      ? t('registerForm.actions.register')
      : isLast
        ? t('registerForm.actions.confirm')
        : t('registerForm.actions.continue');
  return (
    <div className="onboarding-questionnaire-actions">
      {isLast && <p className="onboarding-questionnaire-actions__hint">{t('registerForm.actions.confirmHint')}</p>}
      <div className="onboarding-actions">
        {!isFirst && (
          <Button variant="secondary" onClick={back} disabled={busy} data-testid="step-back">
            {t('registerForm.actions.back')}
          </Button>
        )}
        <Button type="submit" disabled={!valid} loading={busy} data-testid="step-next">
          {label}
        </Button>
      </div>
    </div>
  );
}
