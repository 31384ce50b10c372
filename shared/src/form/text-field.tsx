import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell, useFieldIds, useShownError } from './field-shell';
import { useKitField } from './use-kit-field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'defaultValue'
> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** marks the label "(optional)" */
  optional?: boolean;
  /** maps what was typed to the stored value (upper case, a mask's normaliser) */
  normalize?: (raw: string) => string;
  /** maps the stored value to what the input shows (grouping) */
  display?: (value: string) => string;
  testId?: string;
}

/**
 * A labelled text input bound to the form by name. Read-only shows the value without editing (still
 * focusable and announced); errors are tied to it for screen readers (aria-invalid, aria-describedby).
 */
export function TextField({
  name,
  label,
  hint,
  optional,
  normalize,
  display,
  testId,
  id,
  readOnly,
  onBlur,
  ...rest
}: TextFieldProps) {
  const { field, fieldState, change } = useKitField(name);
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(id, !!error, !!hint);
  const value = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} optional={optional} testId={testId}>
      <input
        ref={field.ref}
        id={ids.inputId}
        name={field.name}
        className={readOnly ? 'fk-input fk-input--readonly' : 'fk-input'}
        value={display ? display(value) : value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(e) => change(normalize ? normalize(e.target.value) : e.target.value)}
        onBlur={(e) => {
          field.onBlur();
          onBlur?.(e);
        }}
        {...rest}
      />
    </FieldShell>
  );
}
