import { useTranslation } from 'react-i18next';
import { Modal } from '@broker/shared/ui';
import { Button, Spinner } from '@broker/shared/ui';

/**
 * §4 "Waiting": the application is under review; the status is re-checked every 10 s behind this
 * modal. Closing it only hides it — the check goes on and the page moves when a decision comes.
 */
export function WaitingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal title={t('waiting.title')} onClose={onClose} testId="waiting-modal">
      <div className="ob-modal-text">
        <Spinner label={t('waiting.checking')} />
        <p>{t('waiting.text')}</p>
      </div>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Modal>
  );
}
