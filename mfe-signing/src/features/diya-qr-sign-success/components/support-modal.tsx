import { useTranslation } from 'react-i18next';
import { Button, ContactEmailLink, Modal } from '@broker/shared/ui';

/** On a phone the success also comes as a modal with the support address (issue 12). */
export function SupportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <Modal title={t('result.success.title')} onClose={onClose} testId="success-modal">
      <p>{t('result.success.text')}</p>
      <p>
        {t('result.support')} <ContactEmailLink kind="support" />
      </p>
      <div className="ui-modal__actions">
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </div>
    </Modal>
  );
}
