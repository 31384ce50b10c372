import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

/**
 * "Please wait" over a page that keeps checking a status behind it (the application under review,
 * documents being generated). Closing only hides it: the check goes on and the page moves when the
 * answer comes. The remote says what is awaited (`title`, `text`, in its own namespace).
 */
export function WaitingModal({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal title={title} onClose={onClose} testId="waiting-modal">
      <Spinner label={t('waiting.checking')} />
      <p className="ui-modal__text">{text}</p>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </div>
    </Modal>
  );
}
