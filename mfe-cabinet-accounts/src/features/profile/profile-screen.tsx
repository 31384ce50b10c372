import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { PersonDataBlock } from './components/person-data-block';
import { PasswordChangeBlock } from './components/password-change-block';
import { VerificationWayBlock } from './components/verification-way-block';
import './profile.css';

/**
 * `/{lang}/profile` (cabinet §2): two columns on wide screens — personal data and password change on
 * the left, the verification way on the right — and one column on narrow ones.
 */
export function ProfileScreen() {
  const { t } = useTranslation('accounts');
  return (
    <PageLayout title={t('screens.profile.title')} testId="screen-profile">
      <div className="pf-columns">
        <div className="pf-column">
          <PersonDataBlock />
          <PasswordChangeBlock />
        </div>
        <div className="pf-column">
          <VerificationWayBlock />
        </div>
      </div>
    </PageLayout>
  );
}
