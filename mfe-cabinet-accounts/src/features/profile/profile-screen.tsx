import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@broker/shared/remote-app';
import { PageLayout, Spinner } from '@broker/shared/ui';
import { usePersonData } from './api/get-person-data';
import { PersonDataBlock } from './components/person-data-block';
import { VerificationWayBlock } from './components/verification-way-block';
import '../../styles/profile.css';

// the password form is the only part of the profile that needs the form kit (and, through it, the
// widgets' libraries: ~40 KB brotli): it loads once the page's data is in, not before — on a phone's one
// link it would share the bandwidth, then the main thread, with the data the page's largest paint waits for
const loadPasswordBlock = () => import('./components/password-change-block');
const PasswordChangeBlock = lazyNamed(loadPasswordBlock, 'PasswordChangeBlock');

/**
 * `/{lang}/profile` (cabinet §2): two columns on wide screens — personal data and password change on
 * the left, the verification way on the right — and one column on narrow ones. Until the personal data
 * (the page's largest part) is in, the heading and one placeholder, as in the shell's frame; then the
 * blocks appear at once in their places, so nothing already on screen moves (CLS 0, issue 29 item 6).
 */
export function ProfileScreen() {
  const { t } = useTranslation('accounts');
  const personData = usePersonData();
  const pending = personData.isPending;
  useEffect(() => {
    if (!pending) void loadPasswordBlock();
  }, [pending]);
  return (
    <PageLayout title={t('screens.profile.title')} testId="screen-profile">
      {personData.isPending ? (
        <div className="ui-center" aria-busy="true" data-testid="profile-pending">
          <Spinner label={t('profile.personal.loading')} />
        </div>
      ) : (
        <div className="accounts-profile-columns">
          <div className="accounts-profile-column">
            <PersonDataBlock />
            <Suspense
              fallback={
                // the block's own frame and heading, so nothing moves when the form arrives
                <section className="ui-card accounts-profile-block accounts-profile-block--pending" aria-busy="true">
                  <h2 className="accounts-profile-block__title">{t('profile.password.title')}</h2>
                </section>
              }
            >
              <PasswordChangeBlock />
            </Suspense>
          </div>
          <div className="accounts-profile-column">
            <VerificationWayBlock />
          </div>
        </div>
      )}
    </PageLayout>
  );
}
