import { useTranslation } from 'react-i18next';
import type { DocumentType, ReceivedDocument } from '@broker/shared/contracts';
import { DocumentRow } from './document-row';
import { SortHeader } from './sort-header';
import { SortSelect } from './sort-select';

export interface DocumentsTableProps {
  rows: readonly ReceivedDocument[];
  types: readonly DocumentType[];
  ordering: string | undefined;
  onSort: (ordering: string | undefined) => void;
  highlighted: ReadonlySet<string>;
  onOpened: (uuid: string) => void;
  onSign: (uuid: string) => void;
  caption: string;
}

/** Columns name, type, request date, period (sortable) and actions (cabinet §2). */
export function DocumentsTable({
  rows,
  types,
  ordering,
  onSort,
  highlighted,
  onOpened,
  onSign,
  caption,
}: DocumentsTableProps) {
  const { t } = useTranslation('documents');
  const sortable = [
    { column: 'title', label: t('columns.title') },
    { column: 'doctype', label: t('columns.type') },
    { column: 'request_date', label: t('columns.requestDate') },
    { column: 'date', label: t('columns.period') },
  ];
  return (
    <>
      <SortSelect columns={sortable} ordering={ordering} onSort={onSort} />
      <table className="documents-table" data-testid="documents-table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {sortable.map((c) => (
              <SortHeader key={c.column} column={c.column} label={c.label} ordering={ordering} onSort={onSort} />
            ))}
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((doc) => (
            <DocumentRow
              key={doc.uuid}
              doc={doc}
              types={types}
              highlighted={highlighted.has(doc.uuid)}
              onOpened={onOpened}
              onSign={onSign}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}
