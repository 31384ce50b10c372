import { useController, useFormContext, type FieldValues, type UseControllerReturn } from 'react-hook-form';
import { SERVER_ERROR } from './field-shell';

/**
 * useController for the kit's widgets (they live inside a `<FormProvider>`), plus `change`: sets the
 * value and drops a backend field error at once (onboarding §4: backend errors clear on edit).
 */
export function useKitField(
  name: string,
): UseControllerReturn<FieldValues, string> & { change: (value: unknown) => void } {
  const { control, clearErrors } = useFormContext();
  const ctl = useController({ name, control });
  const change = (value: unknown) => {
    if (ctl.fieldState.error?.type === SERVER_ERROR) clearErrors(name);
    ctl.field.onChange(value);
  };
  return { ...ctl, change };
}
