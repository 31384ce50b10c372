import type { ReactNode } from 'react';
import { Modal } from '@broker/shared/ui';

/**
 * A message modal with its buttons (non-resident, wrong phone, manager notified, link used…). An
 * `alertdialog`: it reports something the user must acknowledge.
 */
export function InfoModal({
  title,
  children,
  actions,
  onClose,
  testId,
  openInHtml,
}: {
  title: string;
  children: ReactNode;
  /** none while a server-painted modal waits (its buttons appear with the answer, below the text: nothing moves) */
  actions?: ReactNode;
  onClose?: () => void;
  testId: string;
  /** see the shared Modal: painted by the server's HTML */
  openInHtml?: boolean;
}) {
  return (
    <Modal title={title} onClose={onClose} testId={testId} role="alertdialog" openInHtml={openInHtml}>
      <div className="onboarding-modal-text">{children}</div>
      {actions && <div className="ui-modal__actions">{actions}</div>}
    </Modal>
  );
}
