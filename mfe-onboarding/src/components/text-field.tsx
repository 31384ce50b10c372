import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@broker/shared/validation';
import { useDebouncedValue } from '@broker/shared/ui';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** a `validations.*` key (react-hook-form message) or a server text */
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled input whose error is tied to it for screen readers (aria-invalid + aria-describedby).
 * forwardRef: react-hook-form's register() needs the element.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const { t } = useTranslation();
  // §5: inputs are debounced 300 ms — a message appears once the user pauses, and goes at once
  const settled = useDebouncedValue(error);
  const shownError = error !== undefined && settled === error ? error : undefined;
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [shownError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="onboarding-field">
      <label htmlFor={inputId} className="onboarding-field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="onboarding-field__input"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {shownError && (
        <p id={errorId} className="onboarding-field__error" role="alert">
          {translateValidation(t, shownError)}
        </p>
      )}
      {hint && <div id={hintId}>{hint}</div>}
    </div>
  );
});
