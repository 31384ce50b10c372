import { useTranslation } from 'react-i18next';
import { Button, ContactEmailLink, Modal } from '@broker/shared/ui';

/**
 * After a code signature (cabinet §8 "Signed documents appear after about 15 minutes"): the list already shows
 * the row as being signed, so the client is told when the signed copy will be there, with the support address
 * (e-mail only, cabinet §2) for questions.
 */
export function SignedModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <Modal title={t('sign.done.title')} onClose={onClose} testId="signed-modal">
      <p role="status">{t('sign.done.text')}</p>
      <p>
        {t('sign.done.support')} <ContactEmailLink kind="support" />
      </p>
      <div className="ui-modal__actions">
        <Button onClick={onClose} data-testid="signed-ok">
          {t('common:actions.close')}
        </Button>
      </div>
    </Modal>
  );
}
