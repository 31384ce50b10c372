import { useTranslation } from 'react-i18next';
import { flattenPages, formatDate } from '@broker/shared/lists';
import { ArchiveList } from '../../../components/archive-list';
import { useMoneyConfirmations } from '../api/get-money-confirmations';

const KNOWN = ['IN_PROCESS', 'APPROVED', 'REJECTED'];

/** The archive of sent confirmation documents (cabinet §2): date, file, status; 20 a page, infinite scroll. */
export function ConfirmationArchive() {
  const { t } = useTranslation('documents');
  const list = useMoneyConfirmations();
  return (
    <ArchiveList
      id="confirmations"
      title={t('limits.archive.title')}
      testId="confirmation-archive"
      empty={t('limits.archive.empty')}
      failure="[trade-limits] confirmations failed"
      query={list}
      rows={flattenPages(list.data, (c) => c.id)}
      head={
        <>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.file')}</th>
          <th scope="col">{t('columns.status')}</th>
        </>
      }
      row={(c) => (
        <tr key={c.id} className="documents-row" data-testid="confirmation-row" data-status={c.status}>
          <td data-label={t('columns.date')}>{formatDate(c.created)}</td>
          <td data-label={t('columns.file')} className="documents-file">
            {c.doc}
          </td>
          <td data-label={t('columns.status')}>
            {/* a status the interface does not know yet is shown by its code rather than hidden */}
            {KNOWN.includes(c.status) ? t(`confirmationStatus.${c.status}`) : c.status}
          </td>
        </tr>
      )}
    />
  );
}
