import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@broker/shared/contracts';
import { useLang } from '@broker/shared/routes';

export interface TypeFilterProps {
  /** the types present in the list (ids from the list response) */
  ids: readonly number[];
  types: readonly DocumentType[];
  value: number | undefined;
  onChange: (doctype: number | undefined) => void;
  testId?: string;
}

/** The type filter with an 'All' entry (cabinet §2). A native select: keyboard and screen readers for free. */
export function TypeFilter({ ids, types, value, onChange, testId }: TypeFilterProps) {
  const { t } = useTranslation('documents');
  const lang = useLang();
  const id = useId();
  // the chosen type stays listed even when the current page of ids no longer has it
  const shown = [...new Set([...ids, ...(value === undefined ? [] : [value])])];
  return (
    <div className="documents-filter">
      <label htmlFor={id}>{t('filter.label')}</label>
      <select
        id={id}
        className="documents-select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        data-testid={testId}
      >
        <option value="">{t('filter.all')}</option>
        {shown.map((typeId) => (
          <option key={typeId} value={typeId}>
            {typeTitle(types, typeId, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A type's title in the interface language; the id while the types are loading. */
export function typeTitle(types: readonly DocumentType[], id: number, lang: 'uk' | 'en'): string {
  return types.find((t) => t.id === id)?.title[lang] ?? `#${id}`;
}
