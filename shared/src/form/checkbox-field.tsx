import type { ReactNode } from 'react';
import { FieldMessage, useFieldIds, useShownError } from './field-shell';
import { useKitField } from './use-kit-field';

/** A checkbox bound to a boolean; `onToggle` runs after the value changed (to clear dependent fields). */
export function CheckboxField({
  name,
  label,
  hint,
  disabled,
  onToggle,
  testId,
  id,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  onToggle?: (checked: boolean) => void;
  testId?: string;
  id?: string;
}) {
  const { field, fieldState, change } = useKitField(name);
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(id, !!error, !!hint);
  return (
    <div className="fk-field fk-field--check" data-testid={testId}>
      <label className="fk-check" htmlFor={ids.inputId}>
        <input
          ref={field.ref}
          id={ids.inputId}
          type="checkbox"
          name={field.name}
          checked={field.value === true}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => {
            change(e.target.checked);
            onToggle?.(e.target.checked);
          }}
          onBlur={field.onBlur}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={ids.errorId} message={error} />
      {hint && (
        <div id={ids.hintId} className="fk-field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
