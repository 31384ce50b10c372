import type { UseComboboxReturnValue } from 'downshift';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_MAX_HEIGHT, type SelectOption } from './options';

interface ComboMenuProps {
  cb: UseComboboxReturnValue<SelectOption>;
  items: readonly SelectOption[];
  labelId: string;
  /** the chosen option's value, marked `is-selected` (the multi-select offers only unchosen ones) */
  selectedValue?: SelectOption['value'] | null;
}

/**
 * The part after the input that the single and the multi select share: the toggle, the option list
 * (at most 200 px, scrolls) and "not found". Each field keeps its own input, whose props differ.
 */
export function ComboMenu({ cb, items, labelId, selectedValue }: ComboMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="fk-combo__toggle"
        aria-label={t('common:form.showOptions')}
        tabIndex={-1}
        {...cb.getToggleButtonProps()}
      >
        ▾
      </button>
      <ul
        className="fk-combo__menu"
        style={{ maxHeight: DROPDOWN_MAX_HEIGHT }}
        hidden={!cb.isOpen || items.length === 0}
        {...cb.getMenuProps({ 'aria-labelledby': labelId })}
      >
        {cb.isOpen &&
          items.map((item, index) => (
            <li
              key={String(item.value)}
              className={[
                'fk-combo__option',
                cb.highlightedIndex === index && 'is-highlighted',
                selectedValue != null && selectedValue === item.value && 'is-selected',
              ]
                .filter(Boolean)
                .join(' ')}
              {...cb.getItemProps({ item, index })}
            >
              {item.label}
            </li>
          ))}
      </ul>
      {cb.isOpen && items.length === 0 && (
        <p className="fk-combo__empty" role="status">
          {t('common:form.notFound')}
        </p>
      )}
    </>
  );
}
