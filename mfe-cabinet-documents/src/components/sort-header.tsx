import { useTranslation } from 'react-i18next';
import { nextSort, sortDirection } from '@broker/shared/lists';

export interface SortHeaderProps {
  /** the server's ordering key of this column */
  column: string;
  label: string;
  ordering: string | undefined;
  onSort: (ordering: string) => void;
}

/**
 * A sortable column header (cabinet §4): first click ascending, second descending ('-' prefix sent
 * to the server). aria-sort tells screen readers the order; the button makes it keyboard-usable.
 */
export function SortHeader({ column, label, ordering, onSort }: SortHeaderProps) {
  const { t } = useTranslation('documents');
  const dir = sortDirection(ordering, column);
  return (
    <th scope="col" aria-sort={dir}>
      <button
        type="button"
        className="documents-sort"
        onClick={() => onSort(nextSort(ordering, column))}
        data-testid={`sort-${column}`}
      >
        {label}
        <span aria-hidden="true" className="documents-sort__icon">
          {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : '↕'}
        </span>
        <span className="ui-visually-hidden">{t(`sort.${dir}`)}</span>
      </button>
    </th>
  );
}
