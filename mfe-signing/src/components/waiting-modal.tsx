import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@broker/shared/ui';

/**
 * The application is under review, or its documents are being generated (§9: 1–2 minutes). The
 * status or the list is re-checked behind it; closing only hides it, the check goes on.
 */
export function WaitingModal({ kind, onClose }: { kind: 'review' | 'documents'; onClose: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <Modal title={t(`waiting.${kind}.title`)} onClose={onClose} testId="waiting-modal">
      <div className="sg-stack">
        <Spinner label={t('waiting.checking')} />
        <p>{t(`waiting.${kind}.text`)}</p>
      </div>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </div>
    </Modal>
  );
}
