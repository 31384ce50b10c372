import { useTranslation } from 'react-i18next';
import { Button } from '@broker/shared/ui';
import type { Progress } from '../model/progress';

/**
 * Behind the code and data-source modals, and what stays when the user closes one (or comes back from
 * the QR page without a share): whose registration this is, and the way back in (or out).
 */
export function ResumePanel({
  progress,
  onContinue,
  onStartOver,
  onOtherSource,
}: {
  progress: Progress;
  onContinue: () => void;
  onStartOver: () => void;
  /** the sharing stage: choose bank-ID instead */
  onOtherSource?: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="onboarding-form" data-testid="resume-panel">
      <p>{t('register.resume.text', { email: progress.email, phone: progress.phone })}</p>
      <p className="ui-muted">{t(`register.resume.stage.${progress.stage}`)}</p>
      <div className="onboarding-actions">
        <Button onClick={onContinue} data-testid="resume-continue">
          {t('register.resume.continue')}
        </Button>
        {onOtherSource && (
          <Button variant="secondary" onClick={onOtherSource} data-testid="resume-other-source">
            {t('register.resume.otherSource')}
          </Button>
        )}
        <Button variant="secondary" onClick={onStartOver} data-testid="start-over">
          {t('register.startOver')}
        </Button>
      </div>
    </div>
  );
}
