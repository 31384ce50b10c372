import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, useSingleFlight } from '@broker/shared/ui';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { newPasswordSchema, type NewPasswordValues } from '../schemas/new-password-schema';

export type FieldErrorSetter = (field: keyof NewPasswordValues, message: string) => void;

/** New password with live rule hints, and its confirmation. `onSubmit` may set server field errors. */
export function NewPasswordForm({
  onSubmit,
  pending,
}: {
  /** resolves `true` when saved (the form is done) */
  onSubmit: (values: NewPasswordValues, setFieldError: FieldErrorSetter) => Promise<boolean | void>;
  pending: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const { register, handleSubmit, watch, formState, setError } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onChange',
    defaultValues: { password1: '', password2: '' },
  });
  const submit = useSingleFlight((values: NewPasswordValues) =>
    onSubmit(values, (field, message) => setError(field, { message })),
  );
  return (
    <form className="onboarding-form" noValidate onSubmit={handleSubmit(submit)} data-testid="new-password-form">
      <NewPasswordFields
        labels={{ password1: t('passwordChange.password1'), password2: t('passwordChange.password2') }}
        password1={register('password1')}
        password2={register('password2')}
        value={watch('password1')}
        errors={formState.errors}
      />
      <div className="onboarding-actions">
        <Button type="submit" disabled={!formState.isValid} loading={pending} data-testid="new-password-submit">
          {t('passwordChange.submit')}
        </Button>
      </div>
    </form>
  );
}
