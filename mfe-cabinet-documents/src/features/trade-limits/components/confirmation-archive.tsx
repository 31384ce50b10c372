import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPages, InfiniteSentinel } from '@broker/shared/lists';
import { Spinner } from '@broker/shared/ui';
import { formatDate } from '../../../components/format';
import { useMoneyConfirmations } from '../api/get-money-confirmations';

const KNOWN = ['IN_PROCESS', 'APPROVED', 'REJECTED'];

/** The archive of sent confirmation documents (cabinet §2): date, file, status; 20 a page, infinite scroll. */
export function ConfirmationArchive() {
  const { t } = useTranslation('documents');
  const list = useMoneyConfirmations();
  const rows = flattenPages(list.data, (c) => c.id);
  useEffect(() => {
    if (list.error) console.warn('[trade-limits] confirmations failed', list.error); // cabinet §8: logged only
  }, [list.error]);
  return (
    <section className="dc-section" aria-labelledby="confirmations-title" data-testid="confirmation-archive">
      <h2 id="confirmations-title" className="dc-heading">
        {t('limits.archive.title')}
      </h2>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        // cabinet §8: a failed load says nothing (logged above); "none sent" would not be true either
        !list.isError && (
          <p className="dc-empty" data-testid="confirmations-empty">
            {t('limits.archive.empty')}
          </p>
        )
      ) : (
        <table className="dc-table" data-testid="confirmations-table">
          <caption className="ui-visually-hidden">{t('limits.archive.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.file')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="dc-row" data-testid="confirmation-row" data-status={c.status}>
                <td data-label={t('columns.date')}>{formatDate(c.created)}</td>
                <td data-label={t('columns.file')} className="dc-file">
                  {c.doc}
                </td>
                <td data-label={t('columns.status')}>
                  {KNOWN.includes(c.status) ? t(`confirmationStatus.${c.status}`) : c.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* remounted per page: a fresh observer, so a stale "in view" from before the page grew loads nothing */}
      <InfiniteSentinel
        key={list.data?.pages.length ?? 0}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onVisible={() => void list.fetchNextPage()}
      />
    </section>
  );
}
