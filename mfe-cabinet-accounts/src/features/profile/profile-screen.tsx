import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { PersonDataBlock } from './components/person-data-block';
import { VerificationWayBlock } from './components/verification-way-block';
import './profile.css';

// the password form is the only part of the profile that needs the form kit (and, through it, the
// widgets' libraries: ~40 KB brotli): it loads in parallel, right after the page shows, not before
const PasswordChangeBlock = lazy(() =>
  import('./components/password-change-block').then((m) => ({ default: m.PasswordChangeBlock })),
);

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
          <Suspense
            fallback={
              // the block's own frame and heading, so nothing moves when the form arrives
              <section className="ui-card pf-block pf-block--pending" aria-busy="true">
                <h2 className="pf-block__title">{t('profile.password.title')}</h2>
              </section>
            }
          >
            <PasswordChangeBlock />
          </Suspense>
        </div>
        <div className="pf-column">
          <VerificationWayBlock />
        </div>
      </div>
    </PageLayout>
  );
}
