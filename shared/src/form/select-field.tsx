import { useState, type ReactNode } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, useShownError } from './field-shell';
import { useKitField } from './use-kit-field';
import { filterOptions, type SelectOption } from './options';
import { ComboMenu } from './combo-menu';

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  optional?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** runs after the user picked an option (modals, dependent resets) */
  onPick?: (value: SelectOption['value'] | null) => void;
  testId?: string;
  id?: string;
}

/**
 * A searchable single select: an ARIA 1.2 combobox (downshift). Typing filters the options from 2
 * characters; "not found" shows when nothing matches; the list is at most 200 px high and scrolls.
 * The stored value is the option's `value` (null when nothing is chosen).
 */
export function SelectField({
  name,
  label,
  options,
  hint,
  optional,
  readOnly,
  placeholder,
  onPick,
  testId,
  id,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState, change } = useKitField(name);
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(id, !!error, !!hint);
  const [search, setSearch] = useState('');
  const selectedItem = options.find((o) => o.value === field.value) ?? null;
  const items = filterOptions(options, search);

  const cb = useCombobox<SelectOption>({
    items,
    inputId: ids.inputId,
    labelId: `${ids.inputId}-label`,
    selectedItem,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.value,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue ?? '');
    },
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) setSearch('');
    },
    onSelectedItemChange: ({ selectedItem: picked }) => {
      setSearch('');
      change(picked?.value ?? null);
      onPick?.(picked?.value ?? null);
    },
  });

  if (readOnly) {
    return (
      <FieldShell ids={ids} label={label} error={error} hint={hint} testId={testId}>
        <input
          id={ids.inputId}
          className="fk-input fk-input--readonly"
          value={selectedItem?.label ?? ''}
          readOnly
          aria-describedby={ids.describedBy}
        />
      </FieldShell>
    );
  }

  const labelId = `${ids.inputId}-label`;
  return (
    <FieldShell ids={ids} label={label} labelId={labelId} error={error} hint={hint} optional={optional} testId={testId}>
      <div className="fk-combo">
        <input
          className="fk-input fk-combo__input"
          placeholder={placeholder ?? t('common:form.searchPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...cb.getInputProps({ ref: field.ref, onBlur: field.onBlur, name: field.name })}
        />
        <ComboMenu cb={cb} items={items} labelId={labelId} selectedValue={selectedItem?.value} />
      </div>
    </FieldShell>
  );
}
