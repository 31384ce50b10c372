import { useTranslation } from 'react-i18next';
import { logout } from '@broker/shared/session';
import { Button, Modal } from '@broker/shared/ui';

/**
 * Cabinet §2: exit asks first (stay / exit). Exit ends the session: the tokens leave localStorage, so
 * every other open tab is signed out too (storage sync), and the shell shows login.
 */
export function ExitDialog({ onStay }: { onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('exitDialog.title')} onClose={onStay} role="alertdialog" testId="exit-dialog">
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onStay} data-testid="exit-stay">
          {t('exitDialog.stay')}
        </Button>
        <Button onClick={() => logout()} data-testid="exit-confirm">
          {t('exitDialog.exit')}
        </Button>
      </div>
    </Modal>
  );
}
