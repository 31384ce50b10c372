import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@broker/shared/routes';
import { flattenPages, InfiniteSentinel } from '@broker/shared/lists';
import { Spinner } from '@broker/shared/ui';
import { useDocumentTypes } from '../../../api/get-document-types';
import { formatDate } from '../../../components/format';
import { SortHeader } from '../../../components/sort-header';
import { SortSelect } from '../../../components/sort-select';
import { TypeFilter, typeTitle } from '../../../components/type-filter';
import { useRequests } from '../api/get-requests';
import { RequestStatus } from './request-status';

/**
 * The archive of the user's requests (cabinet §2): type filter, sortable by type and date, columns
 * type, request date, status, 20 a page. It scrolls in its own box so the received documents below
 * stay in reach; the next page loads near the box's bottom.
 */
export function RequestArchive() {
  const { t } = useTranslation('documents');
  const lang = useLang();
  const [doctype, setDoctype] = useState<number | undefined>(undefined);
  const [ordering, setOrdering] = useState<string | undefined>(undefined);
  const types = useDocumentTypes();
  const list = useRequests({ doctype, ordering });
  const rows = flattenPages(list.data, (r) => r.id);

  useEffect(() => {
    if (list.error) console.warn('[documents] requests list failed', list.error); // cabinet §8: logged only
  }, [list.error]);

  return (
    <section className="dc-section" aria-labelledby="requests-title" data-testid="request-archive">
      <h2 id="requests-title" className="dc-heading">
        {t('requests.title')}
      </h2>
      <div className="dc-toolbar">
        <TypeFilter
          ids={list.data?.pages[0]?.doctypes ?? []}
          types={types.data ?? []}
          value={doctype}
          onChange={setDoctype}
          testId="requests-filter"
        />
        <SortSelect
          columns={[
            { column: 'doctype', label: t('columns.type') },
            { column: 'created', label: t('columns.requestDate') },
          ]}
          ordering={ordering}
          onSort={setOrdering}
        />
      </div>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        // cabinet §8: a failed load says nothing (logged above); "no requests" would not be true either
        !list.isError && (
          <p className="dc-empty" data-testid="requests-empty">
            {t('requests.empty')}
          </p>
        )
      ) : (
        // a focusable region: keyboard users can scroll the box (axe scrollable-region-focusable)
        <div className="dc-scrollbox" tabIndex={0} role="region" aria-labelledby="requests-title">
          <table className="dc-table" data-testid="requests-table">
            <thead>
              <tr>
                <SortHeader column="doctype" label={t('columns.type')} ordering={ordering} onSort={setOrdering} />
                <SortHeader
                  column="created"
                  label={t('columns.requestDate')}
                  ordering={ordering}
                  onSort={setOrdering}
                />
                <th scope="col">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="dc-row" data-testid="request-row" data-status={r.status}>
                  <td data-label={t('columns.type')}>{typeTitle(types.data ?? [], r.doctype, lang)}</td>
                  <td data-label={t('columns.requestDate')}>{formatDate(r.created)}</td>
                  <td data-label={t('columns.status')}>
                    <RequestStatus status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* remounted per page: a fresh observer, so a stale "in view" from before the page grew loads nothing */}
          <InfiniteSentinel
            key={list.data?.pages.length ?? 0}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onVisible={() => void list.fetchNextPage()}
            rootMargin="0px"
          />
        </div>
      )}
    </section>
  );
}
