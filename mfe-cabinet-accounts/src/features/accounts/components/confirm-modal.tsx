import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@broker/shared/ui';

/** A yes/no question before an action (delete an account or a card, replace a payout account). */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  testId,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal title={title} onClose={onCancel} role="alertdialog" testId={testId}>
      <div>{children}</div>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-testid={`${testId}-yes`}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
