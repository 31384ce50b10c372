import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, useSingleFlight } from '@broker/shared/ui';
import { TextField } from '../../../components/text-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import {
  OWN_OPTION,
  SOURCE_OPTIONS,
  passwordStepSchema,
  type PasswordStepValues,
} from '../schemas/password-step-schema';

export type SetFieldError = (field: 'password1' | 'password2' | 'ownText', message: string) => void;

/** Password creation (§2): password with live hints, confirmation, and how the user found out. */
export function PasswordStep({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (v: PasswordStepValues, setError: SetFieldError) => Promise<boolean | void>;
}) {
  const { t } = useTranslation('onboarding');
  const { register, handleSubmit, watch, formState, setError } = useForm<PasswordStepValues>({
    resolver: zodResolver(passwordStepSchema),
    mode: 'onChange',
    defaultValues: { password1: '', password2: '', sources: [], ownText: '' },
  });
  const ownChosen = watch('sources').includes(OWN_OPTION);
  const submit = useSingleFlight((v: PasswordStepValues) =>
    onSubmit(v, (field, message) => setError(field, { message })),
  );

  return (
    <form className="onboarding-form" noValidate onSubmit={handleSubmit(submit)} data-testid="password-step">
      <NewPasswordFields
        labels={{ password1: t('register.password.password1'), password2: t('register.password.password2') }}
        password1={register('password1')}
        password2={register('password2')}
        value={watch('password1')}
        errors={formState.errors}
      />
      <fieldset className="onboarding-checks">
        <legend>{t('register.password.sourceTitle')}</legend>
        {SOURCE_OPTIONS.map((o) => (
          <label key={o} className="onboarding-check">
            <input type="checkbox" value={o} {...register('sources')} data-testid={`source-${o}`} />
            {t(`register.password.sources.${o}`)}
          </label>
        ))}
        {ownChosen && (
          <TextField
            label={t('register.password.ownText')}
            maxLength={256}
            data-testid="source-own-text"
            error={formState.errors.ownText?.message}
            {...register('ownText')}
          />
        )}
      </fieldset>
      <div className="onboarding-actions">
        <Button type="submit" disabled={!formState.isValid} loading={pending} data-testid="password-submit">
          {t('register.password.submit')}
        </Button>
      </div>
    </form>
  );
}
