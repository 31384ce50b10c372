import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@broker/shared/contracts';
import { bus } from '@broker/shared/events';
import { authStore, logout } from '@broker/shared/session';
import { OtpDialog } from '@broker/shared/otp';
import { Button, Modal } from '@broker/shared/ui';
import { confirmPhoneCode, requestPhoneCode } from './api/verify-phone';

/** Onboarding §6, cabinet §2: the cabinet requires a verified phone whenever an SMS can be sent to it. */
export function needsPhoneVerification(user: Pick<UserInfo, 'can_send_sms' | 'phone_is_verified'>): boolean {
  return user.can_send_sms && !user.phone_is_verified;
}

type Phase = 'ask' | 'code' | 'done';

/**
 * Phone-not-verified modal → the shared one-time-code dialog (GET/POST auth/verify_phone) → success
 * modal; then the user info reloads. The verification is required, so the first modal cannot be
 * waved away: the client verifies now or leaves the cabinet.
 */
export function PhoneVerification({ user }: { user: UserInfo }) {
  const { t } = useTranslation('shell');
  const [phase, setPhase] = useState<Phase>('ask');

  if (phase === 'done') {
    return (
      <Modal title={t('phone.doneTitle')} onClose={() => setPhase('ask')} testId="phone-verified">
        <p role="status">{t('phone.doneText')}</p>
        <div className="ui-modal__actions">
          <Button onClick={() => setPhase('ask')} data-testid="phone-verified-ok">
            {t('phone.ok')}
          </Button>
        </div>
      </Modal>
    );
  }
  if (!needsPhoneVerification(user)) return null;
  return (
    <>
      {phase === 'ask' && (
        <Modal title={t('phone.title')} role="alertdialog" testId="phone-unverified">
          <p>{t('phone.text', { phone: user.phone })}</p>
          <div className="ui-modal__actions">
            <Button variant="secondary" onClick={() => logout()} data-testid="phone-exit">
              {t('phone.exit')}
            </Button>
            <Button onClick={() => setPhase('code')} data-testid="phone-verify">
              {t('phone.verify')}
            </Button>
          </div>
        </Modal>
      )}
      <OtpDialog
        open={phase === 'code'}
        title={t('phone.codeTitle')}
        requestCode={requestPhoneCode}
        verify={(code, info) => confirmPhoneCode(code, info.otp_id)}
        onSuccess={() => {
          setPhase('done');
          // the server said so: the modal must not come back while the reload is on its way
          authStore.getState().patchUser({ phone_is_verified: true });
          bus.emit('user:changed', { reason: 'phone-verified' }); // the shell reloads the user info
        }}
        onClose={() => setPhase('ask')}
        testId="phone-otp"
      />
    </>
  );
}
