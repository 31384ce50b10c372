import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authStore } from '@broker/shared/session';
import { useRouteHref } from '@broker/shared/routes';
import { lazyNamed } from '@broker/shared/remote-app';
import { ContactEmailLink, PageLayout } from '@broker/shared/ui';
import { LoginForm } from './components/login-form';
import '../../styles/onboarding.css';

// loaded when opened: the reset flow brings the code dialog, which the sign-in itself never needs
const ForgotPasswordModal = lazyNamed(() => import('./components/forgot-password-modal'), 'ForgotPasswordModal');
const NonResidentModal = lazyNamed(() => import('../../components/non-resident-modal'), 'NonResidentModal');

/**
 * /{lang}/login (onboarding §2). Opening it ends any session (tokens and user info go). `?resetPassword`
 * (with an optional `email`) opens the password-reset flow at once — the emailed "new link" offer and
 * the password-change page's "link used" modal come back here that way.
 */
export function LoginScreen() {
  const { t } = useTranslation('onboarding');
  const href = useRouteHref();
  const [params, setParams] = useSearchParams();
  const [nonResident, setNonResident] = useState(false);
  const [forgot, setForgot] = useState<{ email: string } | null>(() =>
    params.has('resetPassword') ? { email: params.get('email') ?? '' } : null,
  );

  useEffect(() => {
    authStore.getState().clear();
  }, []);

  const closeForgot = () => {
    setForgot(null);
    // a reload must not reopen the flow the user just closed
    if (params.has('resetPassword')) setParams({}, { replace: true });
  };

  return (
    <PageLayout title={t('login.title')} testId="screen-login">
      <div className="ui-card onboarding-card">
        <LoginForm onNonResident={() => setNonResident(true)} onForgot={(email) => setForgot({ email })} />
        <p className="ui-muted">
          {t('login.noAccount')} <Link to={href('register')}>{t('login.register')}</Link>
        </p>
        {/* a prospective client looks here first: the visitor without an account (issue 24 item 5) */}
        <p className="ui-muted" data-testid="sales-contact">
          {t('login.sales')} <ContactEmailLink kind="sales" />
        </p>
      </div>
      <Suspense fallback={null}>
        {forgot && <ForgotPasswordModal initialEmail={forgot.email} onClose={closeForgot} />}
        {nonResident && <NonResidentModal onClose={() => setNonResident(false)} />}
      </Suspense>
    </PageLayout>
  );
}
