import { useState, type ReactNode } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, useShownError } from './field-shell';
import { useKitField } from './use-kit-field';
import { filterOptions, type SelectOption } from './options';
import { ComboMenu } from './combo-menu';

export interface MultiSelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  optional?: boolean;
  testId?: string;
  id?: string;
}

/**
 * A searchable multi-select: chosen options show as removable chips before the combobox; the list
 * offers the rest (search from 2 characters, "not found", 200 px). The value is the list of `value`s.
 */
export function MultiSelectField({ name, label, options, hint, optional, testId, id }: MultiSelectFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState, change } = useKitField(name);
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(id, !!error, !!hint);
  const [search, setSearch] = useState('');
  const values = Array.isArray(field.value) ? (field.value as Array<SelectOption['value']>) : [];
  const selected = values.map((v) => options.find((o) => o.value === v)).filter((o): o is SelectOption => !!o);
  const items = filterOptions(
    options.filter((o) => !values.includes(o.value)),
    search,
  );
  const setValues = (next: Array<SelectOption['value']>) => change(next);

  const ms = useMultipleSelection<SelectOption>({
    selectedItems: selected,
    itemToKey: (o) => o?.value,
    onSelectedItemsChange: ({ selectedItems }) => setValues((selectedItems ?? []).map((o) => o.value)),
  });
  const cb = useCombobox<SelectOption>({
    items,
    inputId: ids.inputId,
    labelId: `${ids.inputId}-label`,
    inputValue: search,
    selectedItem: null,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.value,
    stateReducer: (_state, { changes, type }) => {
      // picking keeps the list open for the next pick and clears the search
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) {
        return { ...changes, isOpen: true, inputValue: '' };
      }
      return changes;
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue ?? '');
      if (
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) &&
        selectedItem
      ) {
        setValues([...values, selectedItem.value]);
        setSearch('');
      }
      if (type === useCombobox.stateChangeTypes.InputBlur) setSearch('');
    },
  });

  const labelId = `${ids.inputId}-label`;
  return (
    <FieldShell ids={ids} label={label} labelId={labelId} error={error} hint={hint} optional={optional} testId={testId}>
      {selected.length > 0 && (
        <ul className="fk-chips" aria-label={t('common:form.chosen')}>
          {selected.map((o) => (
            <li key={String(o.value)} className="fk-chip">
              <span>{o.label}</span>
              <button
                type="button"
                className="fk-chip__remove"
                aria-label={t('common:form.removeOption', { label: o.label })}
                onClick={() => ms.removeSelectedItem(o)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="fk-combo">
        <input
          className="fk-input fk-combo__input"
          placeholder={t('common:form.searchPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...cb.getInputProps(
            ms.getDropdownProps({
              preventKeyAction: cb.isOpen,
              ref: field.ref,
              onBlur: field.onBlur,
              name: field.name,
            }),
          )}
        />
        <ComboMenu cb={cb} items={items} labelId={labelId} />
      </div>
    </FieldShell>
  );
}
