import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { NonResidentModal } from '../../components/non-resident-modal';
import { useBlockNonresident } from './api/block-nonresident';
import { CodeStep } from './components/code-step';
import { ContactsModal } from './components/contacts-modal';
import { DatasourceModal } from './components/datasource-modal';
import { PartialDuplicate } from './components/partial-duplicate';
import { PasswordStep } from './components/password-step';
import { FullDuplicateModal, ManagerNotifiedModal, WrongPhoneModal } from './components/register-modals';
import { ResidencyChoice } from './components/residency-choice';
import { ResumePanel } from './components/resume-panel';
import { useRegistration } from './model/use-registration';
import '../../components/onboarding.css';

/** /{lang}/register (onboarding §2 "Registration start", §4 "Registration sequence"). */
export function RegisterScreen() {
  const { t } = useTranslation('onboarding');
  const reg = useRegistration({ blockNonresident: useBlockNonresident() });
  const { progress: p, paused } = reg;
  const inSequence = p.stage === 'emailCode' || p.stage === 'phoneCode' || p.stage === 'datasource';
  const pause = () => reg.setPaused(true);

  return (
    <PageLayout title={t('register.title')} testId="screen-register">
      <div className="ui-card ob-card ob-card--wide" data-stage={p.stage}>
        {(p.stage === 'choice' || p.stage === 'contacts') && <ResidencyChoice onChoose={reg.chooseResidency} />}
        {inSequence && <ResumePanel progress={p} onContinue={() => reg.setPaused(false)} onStartOver={reg.startOver} />}
        {p.stage === 'password' && (
          <>
            <p>{t('register.password.text')}</p>
            <PasswordStep pending={reg.pending.password} onSubmit={reg.submitPassword} />
          </>
        )}
        {p.stage === 'duplicate' && <PartialDuplicate pending={reg.pending.manager} onContactManager={reg.contactManager} onStartOver={reg.startOver} />}
      </div>

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
        <CodeStep key="email" kind="email" progress={p} onCodeSent={reg.codeSent} onConfirmed={reg.emailConfirmed} onClose={pause} />
      )}
      {!paused && p.stage === 'phoneCode' && (
        <CodeStep key="phone" kind="phone" progress={p} onCodeSent={reg.codeSent} onConfirmed={reg.phoneConfirmed} onClose={pause} />
      )}
      {!paused && p.stage === 'datasource' && <DatasourceModal pending={reg.pending.datasource} onChoose={(s) => void reg.chooseDatasource(s)} onClose={pause} />}

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
    </PageLayout>
  );
}
