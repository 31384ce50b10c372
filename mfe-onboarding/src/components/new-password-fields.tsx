import { useId } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordHints } from '@broker/shared/validation';
import { TextField } from './text-field';

/**
 * A new password with its live rule hints, and the confirmation: the same pair on the reset page and
 * in registration, so both show the rules the same way.
 */
export function NewPasswordFields({
  labels,
  password1,
  password2,
  value,
  errors,
}: {
  labels: { password1: string; password2: string };
  password1: UseFormRegisterReturn<'password1'>;
  password2: UseFormRegisterReturn<'password2'>;
  /** the password typed so far (the hints follow it live) */
  value: string;
  errors: FieldErrors<{ password1: string; password2: string }>;
}) {
  const hintsId = useId();
  return (
    <>
      <TextField
        label={labels.password1}
        type="password"
        autoComplete="new-password"
        error={errors.password1?.message}
        hint={<PasswordHints value={value} id={hintsId} />}
        {...password1}
      />
      <TextField
        label={labels.password2}
        type="password"
        autoComplete="new-password"
        error={errors.password2?.message}
        {...password2}
      />
    </>
  );
}
