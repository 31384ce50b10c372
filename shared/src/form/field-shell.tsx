import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import { translateValidation } from '@broker/shared/validation';
import { useDebouncedValue } from '@broker/shared/ui';

/** react-hook-form error type of a backend field error (set by `applyServerErrors`). */
export const SERVER_ERROR = 'server';

/**
 * The message to show for a field error. §5: inputs are debounced 300 ms — a rule's message appears
 * once the user pauses, and goes at once when fixed. A backend error shows at once.
 */
export function useShownError(error: FieldError | undefined): string | undefined {
  const message = error?.message;
  const settled = useDebouncedValue(message);
  if (!message) return undefined;
  return error?.type === SERVER_ERROR || settled === message ? message : undefined;
}

export interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
  describedBy: string | undefined;
}

export function useFieldIds(id: string | undefined, hasError: boolean, hasHint: boolean): FieldIds {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}

/** The text under a field: the translated rule message (a server text is shown as is). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="fk-field__error" role="alert">
      {translateValidation(t, message)}
    </p>
  );
}

/** Label, control, error and hint of one field, laid out the same everywhere. */
export function FieldShell({
  ids,
  label,
  labelId,
  error,
  hint,
  optional,
  children,
  testId,
}: {
  ids: FieldIds;
  label: ReactNode;
  /** id of the label element (comboboxes label their listbox with it) */
  labelId?: string;
  error: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="fk-field" data-testid={testId}>
      <label htmlFor={ids.inputId} id={labelId} className="fk-field__label">
        {label}
        {optional && <span className="fk-field__optional"> ({t('common:form.optional')})</span>}
      </label>
      {children}
      <FieldMessage id={ids.errorId} message={error} />
      {hint && (
        <div id={ids.hintId} className="fk-field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
