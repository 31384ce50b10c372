import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@broker/shared/ui';

/**
 * "Stop signing?" (onboarding §2 cancel-confirm modal). Asked before a started signing is dropped:
 * the QR page's cancel, or closing the one-time-code dialog. "Continue signing" keeps everything.
 */
export function CancelConfirmModal({ onConfirm, onStay }: { onConfirm: () => void; onStay: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <Modal title={t('cancel.title')} onClose={onStay} role="alertdialog" testId="cancel-confirm">
      <p>{t('cancel.text')}</p>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onStay} data-testid="cancel-stay">
          {t('cancel.stay')}
        </Button>
        <Button onClick={onConfirm} data-testid="cancel-confirm-yes">
          {t('cancel.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
