import { useUser } from '@broker/shared/session';

import { ApplicationForm } from './components/application-form';
import { StepLoading } from './components/step-loading';
import { QuestionnaireLanguage } from './components/questionnaire-language';
import '../../styles/register-form.css';

/**
 * /{lang}/register/form — the application of a signed-in PART applicant (onboarding §2). Loaded
 * lazily by the exposed app, so the form kit never reaches the login page.
 */
export function RegisterFormScreen() {
  const user = useUser();
  // the shell loads the user before a signed-in page renders; a moment without one shows a spinner
  if (!user) return <StepLoading />;
  return (
    <QuestionnaireLanguage lang={user.is_resident ? 'uk' : 'en'}>
      <ApplicationForm isResident={user.is_resident} />
    </QuestionnaireLanguage>
  );
}
