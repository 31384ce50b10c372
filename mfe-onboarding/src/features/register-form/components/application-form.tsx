import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '@broker/shared/form';
import { runtimeSettings } from '@broker/shared/session';
import { ContactEmailLink } from '@broker/shared/ui';
import {
  LAST_STEP,
  nextStep,
  prevStep,
  progressPercent,
  readStoredStep,
  stepCounter,
  storeStep,
} from '../model/step-nav';
import { STEP_COMPONENTS } from '../steps/registry';
import { FrameContext, type FrameApi } from './frame-context';

/**
 * The questionnaire's frame (onboarding §2): progress, the current step (kept in sessionStorage so a
 * reload returns to it), back/next through the step registry, step 4 skipped both ways when the
 * runtime setting says so, the leave-page warning while a step has unsaved edits, the support contact.
 */
export function ApplicationForm({ isResident }: { isResident: boolean }) {
  const { t } = useTranslation('onboarding');
  const skipAccounts = runtimeSettings().accountsStep === 'skipped';
  const [step, setStep] = useState(() => readStoredStep(skipAccounts));
  const [dirty, setDirty] = useState(false);

  const go = useCallback((to: number) => {
    storeStep(to);
    setDirty(false);
    setStep(to);
    window.scrollTo?.({ top: 0 });
  }, []);

  const api: FrameApi = {
    step,
    isResident,
    isFirst: step === 0,
    isLast: step === LAST_STEP,
    next: () => go(nextStep(step, skipAccounts)),
    back: () => go(prevStep(step, skipAccounts)),
    setDirty,
  };
  const Step = STEP_COMPONENTS[step];
  const percent = progressPercent(step, skipAccounts);
  const counter = stepCounter(step, skipAccounts);

  return (
    <section className="onboarding-questionnaire" data-testid="screen-register-form" data-step={step}>
      <h1 className="onboarding-questionnaire__title">{t('registerForm.title')}</h1>
      <p className="onboarding-questionnaire__step" id="rf-step-label">
        {t('registerForm.stepOf', { n: counter.n, total: counter.total })}: {t(`registerForm.steps.${step}`)}
      </p>
      <div
        className="onboarding-questionnaire-progress"
        role="progressbar"
        aria-labelledby="rf-step-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="step-progress"
      >
        <div className="onboarding-questionnaire-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <FrameContext.Provider value={api}>{Step && <Step key={step} />}</FrameContext.Provider>
      <p className="onboarding-questionnaire__support">
        {t('registerForm.support')} <ContactEmailLink kind="support" testId="support-contact" />
      </p>
      <LeaveGuard when={dirty} />
    </section>
  );
}
