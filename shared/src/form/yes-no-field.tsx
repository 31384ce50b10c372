import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, useShownError } from './field-shell';
import { useKitField } from './use-kit-field';

/** A yes/no question as a radio group (fieldset + legend); the value is true, false or null (unanswered). */
export function YesNoField({
  name,
  label,
  testId,
  onAnswer,
}: {
  name: string;
  label: ReactNode;
  testId?: string;
  onAnswer?: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState, change } = useKitField(name);
  const error = useShownError(fieldState.error);
  const id = useId();
  const errorId = `${id}-error`;
  const option = (value: boolean) => (
    <label className="fk-check">
      <input
        type="radio"
        name={`${field.name}-${id}`}
        value={String(value)}
        checked={field.value === value}
        ref={value ? field.ref : undefined}
        onChange={() => {
          change(value);
          onAnswer?.(value);
        }}
        onBlur={field.onBlur}
      />
      <span>{t(value ? 'common:form.yes' : 'common:form.no')}</span>
    </label>
  );
  return (
    <fieldset className="fk-yesno" data-testid={testId} aria-describedby={error ? errorId : undefined}>
      <legend className="fk-field__label">{label}</legend>
      <div className="fk-yesno__options">
        {option(true)}
        {option(false)}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
