import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortSelectProps {
  columns: ReadonlyArray<{ column: string; label: string }>;
  ordering: string | undefined;
  onSort: (ordering: string | undefined) => void;
}

/**
 * Under 600 px the table's header row is hidden (rows become cards), so the same orderings are
 * offered in a select there; above it, CSS hides this and the column headers sort.
 */
export function SortSelect({ columns, ordering, onSort }: SortSelectProps) {
  const { t } = useTranslation('documents');
  const id = useId();
  return (
    <div className="documents-filter documents-sort-mobile">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        className="documents-select"
        value={ordering ?? ''}
        onChange={(e) => onSort(e.target.value || undefined)}
        data-testid="sort-select"
      >
        <option value="">{t('sort.default')}</option>
        {columns.flatMap((c) => [
          <option key={c.column} value={c.column}>{`${c.label} ↑`}</option>,
          <option key={`-${c.column}`} value={`-${c.column}`}>{`${c.label} ↓`}</option>,
        ])}
      </select>
    </div>
  );
}
