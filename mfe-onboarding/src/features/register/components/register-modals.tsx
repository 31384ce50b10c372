import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { Button } from '@broker/shared/ui';
import { InfoModal } from '../../../components/info-modal';

/** invalidPhone (§8): recheck the number, or say it is right (sent again with avoid_phone_check). */
export function WrongPhoneModal({
  phone,
  onChange,
  onConfirm,
}: {
  phone: string;
  onChange: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <InfoModal
      title={t('register.wrongPhone.title')}
      onClose={onChange}
      testId="wrong-phone-modal"
      actions={
        <>
          <Button variant="secondary" onClick={onConfirm} data-testid="phone-is-right">
            {t('register.wrongPhone.confirm')}
          </Button>
          <Button onClick={onChange} data-testid="phone-change">
            {t('register.wrongPhone.change')}
          </Button>
        </>
      }
    >
      <p>{t('register.wrongPhone.text', { phone })}</p>
    </InfoModal>
  );
}

/** FullDoubleProfile (§8): the phone or email already has an account; contact a manager, then log in. */
export function FullDuplicateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const toLogin = () => {
    onClose();
    nav('login');
  };
  return (
    <InfoModal
      title={t('register.fullDuplicate.title')}
      onClose={toLogin}
      testId="full-duplicate-modal"
      actions={
        <Button onClick={toLogin} data-testid="full-duplicate-login">
          {t('common.toLogin')}
        </Button>
      }
    >
      <p>{t('register.fullDuplicate.text')}</p>
    </InfoModal>
  );
}

/** After auth/mail_manager/: the manager was notified, or (429) had already been asked. */
export function ManagerNotifiedModal({ already, onClose }: { already: boolean; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <InfoModal
      title={t('register.manager.title')}
      onClose={onClose}
      testId="manager-notified-modal"
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <p>{t(already ? 'register.manager.already' : 'register.manager.sent')}</p>
    </InfoModal>
  );
}
