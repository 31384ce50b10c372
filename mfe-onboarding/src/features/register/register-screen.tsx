import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@broker/shared/remote-app';
import { PageLayout, Spinner } from '@broker/shared/ui';
import { useBlockNonresident } from './api/block-nonresident';
import { ResidencyChoice } from './components/residency-choice';
import { useRegistration } from './model/use-registration';
import '../../styles/onboarding.css';

// the first screen is the residency choice: every modal and later step loads when it opens (or when a
// reload resumes there), so the page does not download or run the code dialog, the contacts and
// password forms or their schemas before it can be used
const ContactsModal = lazyNamed(() => import('./components/contacts-modal'), 'ContactsModal');
const CodeStep = lazyNamed(() => import('./components/code-step'), 'CodeStep');
const DatasourceModal = lazyNamed(() => import('./components/datasource-modal'), 'DatasourceModal');
const PasswordStep = lazyNamed(() => import('./components/password-step'), 'PasswordStep');
const PartialDuplicate = lazyNamed(() => import('./components/partial-duplicate'), 'PartialDuplicate');
const ResumePanel = lazyNamed(() => import('./components/resume-panel'), 'ResumePanel');
const NonResidentModal = lazyNamed(() => import('../../components/non-resident-modal'), 'NonResidentModal');
const WrongPhoneModal = lazyNamed(() => import('./components/register-modals'), 'WrongPhoneModal');
const FullDuplicateModal = lazyNamed(() => import('./components/register-modals'), 'FullDuplicateModal');
const ManagerNotifiedModal = lazyNamed(() => import('./components/register-modals'), 'ManagerNotifiedModal');

/** /{lang}/register (onboarding §2 "Registration start", §4 "Registration sequence"). */
export function RegisterScreen() {
  const { t } = useTranslation('onboarding');
  const reg = useRegistration({ blockNonresident: useBlockNonresident() });
  const { progress: p, paused } = reg;
  const inSequence =
    p.stage === 'emailCode' || p.stage === 'phoneCode' || p.stage === 'datasource' || p.stage === 'sharing';
  const sharing = p.stage === 'sharing';
  const pause = () => reg.setPaused(true);

  return (
    <PageLayout title={t('register.title')} testId="screen-register">
      <div className="ui-card onboarding-card onboarding-card--wide" data-stage={p.stage}>
        <Suspense fallback={<Spinner label={t('common:app.loading')} />}>
          {(p.stage === 'choice' || p.stage === 'contacts') && <ResidencyChoice onChoose={reg.chooseResidency} />}
          {inSequence && (
            <ResumePanel
              progress={p}
              onContinue={sharing ? reg.openSharing : () => reg.setPaused(false)}
              onStartOver={reg.startOver}
              onOtherSource={sharing ? reg.chooseAnotherSource : undefined}
            />
          )}
          {p.stage === 'password' && (
            <>
              <p>{t('register.password.text')}</p>
              <PasswordStep pending={reg.pending.password} onSubmit={reg.submitPassword} />
            </>
          )}
          {p.stage === 'duplicate' && (
            <PartialDuplicate
              pending={reg.pending.manager}
              onContactManager={reg.contactManager}
              onStartOver={reg.startOver}
            />
          )}
        </Suspense>
      </div>

      {/* a modal's code on its way: nothing shows until it can (the page behind stays as it was) */}
      <Suspense fallback={null}>
        {p.stage === 'contacts' && reg.modal === null && (
          <ContactsModal
            isResident={p.isResident ?? true}
            initial={{ phone: p.phone, email: p.email }}
            pending={reg.pending.register}
            serverErrors={reg.serverErrors}
            onSubmit={(v) => reg.submitContacts(v)}
            onClose={reg.backToChoice}
          />
        )}
        {!paused && p.stage === 'emailCode' && (
          <CodeStep
            key="email"
            kind="email"
            progress={p}
            onCodeSent={reg.codeSent}
            onConfirmed={reg.emailConfirmed}
            onClose={pause}
          />
        )}
        {!paused && p.stage === 'phoneCode' && (
          <CodeStep
            key="phone"
            kind="phone"
            progress={p}
            onCodeSent={reg.codeSent}
            onConfirmed={reg.phoneConfirmed}
            onClose={pause}
          />
        )}
        {!paused && p.stage === 'datasource' && (
          <DatasourceModal
            pending={reg.pending.datasource}
            onChoose={(s) => void reg.chooseDatasource(s)}
            onClose={pause}
          />
        )}

        {reg.modal === 'nonResidentBlocked' && <NonResidentModal onClose={() => reg.setModal(null)} />}
        {reg.modal === 'wrongPhone' && (
          <WrongPhoneModal
            phone={p.phone}
            onChange={() => reg.setModal(null)}
            onConfirm={() => void reg.submitContacts({ phone: p.phone, email: p.email }, true)}
          />
        )}
        {reg.modal === 'fullDuplicate' && <FullDuplicateModal onClose={reg.startOver} />}
        {(reg.modal === 'managerSent' || reg.modal === 'managerAlready') && (
          <ManagerNotifiedModal already={reg.modal === 'managerAlready'} onClose={() => reg.setModal(null)} />
        )}
      </Suspense>
    </PageLayout>
  );
}
