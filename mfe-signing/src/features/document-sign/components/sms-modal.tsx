import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@broker/shared/ui';

/**
 * §8 SendSmsForbidden on sign: an SMS cannot be sent to this user's phone. Not in spec: chosen — the
 * modal offers the code by e-mail (confirmation_type = email, as the cabinet's setting does).
 */
export function SmsModal({ onEmail, onClose }: { onEmail: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('signing');
  const [busy, setBusy] = useState(false);
  const email = async () => {
    setBusy(true);
    try {
      await onEmail();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('sms.title')} onClose={onClose} role="alertdialog" testId="sms-modal">
      <p>{t('sms.text')}</p>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
        <Button onClick={() => void email()} loading={busy} data-testid="sms-use-email">
          {t('sms.useEmail')}
        </Button>
      </div>
    </Modal>
  );
}
