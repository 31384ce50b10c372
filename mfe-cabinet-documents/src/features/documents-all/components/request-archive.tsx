import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@broker/shared/routes';
import { flattenPages, formatDate } from '@broker/shared/lists';
import { useDocumentTypes } from '../../../api/get-document-types';
import { ArchiveList } from '../../../components/archive-list';
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
  const sort = { ordering, onSort: setOrdering };

  return (
    <ArchiveList
      id="requests"
      title={t('requests.title')}
      testId="request-archive"
      empty={t('requests.empty')}
      failure="[documents] requests list failed"
      query={list}
      rows={flattenPages(list.data, (r) => r.id)}
      scrollBox
      toolbar={
        <>
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
            {...sort}
          />
        </>
      }
      head={
        <>
          <SortHeader column="doctype" label={t('columns.type')} {...sort} />
          <SortHeader column="created" label={t('columns.requestDate')} {...sort} />
          <th scope="col">{t('columns.status')}</th>
        </>
      }
      row={(r) => (
        <tr key={r.id} className="documents-row" data-testid="request-row" data-status={r.status}>
          <td data-label={t('columns.type')}>{typeTitle(types.data ?? [], r.doctype, lang)}</td>
          <td data-label={t('columns.requestDate')}>{formatDate(r.created)}</td>
          <td data-label={t('columns.status')}>
            <RequestStatus status={r.status} />
          </td>
        </tr>
      )}
    />
  );
}
