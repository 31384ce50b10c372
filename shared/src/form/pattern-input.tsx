import type { ReactNode } from 'react';
import { PatternFormat } from 'react-number-format';
import { FieldShell, useFieldIds, useShownError } from './field-shell';
import { useKitField } from './use-kit-field';

export interface PatternFieldProps {
  name: string;
  label: ReactNode;
  /** react-number-format pattern, `#` = a digit */
  format: string;
  /** stored value → the text the mask shows */
  toDisplay: (value: string) => string;
  /** what the mask shows (and its bare digits) → the stored value */
  fromInput: (formatted: string, digits: string) => string;
  hint?: ReactNode;
  optional?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  id?: string;
  testId?: string;
}

/** A digits-only masked input (react-number-format) bound to the form; the kit's date, tax id, expiry. */
export function PatternField({
  name,
  label,
  format,
  toDisplay,
  fromInput,
  hint,
  optional,
  readOnly,
  placeholder,
  autoComplete,
  id,
  testId,
}: PatternFieldProps) {
  const { field, fieldState, change } = useKitField(name);
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(id, !!error, !!hint);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldShell ids={ids} label={label} error={error} hint={hint} optional={optional} testId={testId}>
      <PatternFormat
        getInputRef={field.ref}
        id={ids.inputId}
        name={field.name}
        className={readOnly ? 'fk-input fk-input--readonly' : 'fk-input'}
        format={format}
        value={toDisplay(value)}
        valueIsNumericString={false}
        inputMode="numeric"
        readOnly={readOnly}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onValueChange={(v, source) => {
          // `prop` = our own value prop changed (a reset): not an edit
          if (source.source === 'event') change(fromInput(v.formattedValue, v.value));
        }}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
