import { useTranslation } from 'react-i18next';
import { Spinner } from '@broker/shared/ui';

const KNOWN = ['IN_PROCESS', 'REJECTED', 'DONE'];

/** cabinet §4 "Request status": IN_PROCESS a spinner, REJECTED "rejected", others their label. */
export function RequestStatus({ status }: { status: string }) {
  const { t } = useTranslation('documents');
  // a status the interface does not know yet is shown by its code rather than hidden
  const label = KNOWN.includes(status) ? t(`requestStatus.${status}`) : status;
  return (
    <span className={`documents-status documents-status--${status.toLowerCase()}`} data-testid="request-status">
      {status === 'IN_PROCESS' && <Spinner label="" />} {label}
    </span>
  );
}
