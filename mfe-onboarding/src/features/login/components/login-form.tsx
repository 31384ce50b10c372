import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toastError, useSingleFlight } from '@broker/shared/ui';
import { useLang } from '@broker/shared/routes';
import { Button } from '@broker/shared/ui';
import { TextField } from '../../../components/text-field';
import { useSignIn } from '../api/sign-in';
import { detailKey, loginFailure } from '../model/login-errors';
import { loginSchema, type LoginValues } from '../schemas/login-schema';

/**
 * Email + password; the button is disabled while the form is invalid and shows a loader while the
 * request runs; Enter submits (a real form). Success: nothing here — the shell redirects.
 */
export function LoginForm({
  onNonResident,
  onForgot,
}: {
  onNonResident: () => void;
  onForgot: (email: string) => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const lang = useLang();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, getValues, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const submit = useSingleFlight(async (values: LoginValues) => {
    setFormError(null);
    try {
      await signIn.mutateAsync({ email: values.email, password: values.password, lang });
      return true; // signed in: the shell takes over
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.kind === 'wrongCredentials') setFormError(t('login.wrongCredentials'));
      else if (failure.kind === 'nonResident') onNonResident();
      else if (failure.kind === 'detail') {
        const key = detailKey(failure.detail);
        setFormError(i18n.exists(key, { ns: 'onboarding' }) ? t(key) : failure.detail);
      } else toastError(failure.error);
      return false;
    }
  });

  // after success the page stays until the shell navigates: keep the button busy, not clickable again
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form className="onboarding-form" noValidate onSubmit={handleSubmit(submit)} data-testid="login-form">
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {formError && (
        <p className="onboarding-form-error" role="alert" data-testid="login-error">
          {formError}
        </p>
      )}
      <div className="onboarding-actions">
        <Button type="submit" disabled={!formState.isValid} loading={busy} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <Button variant="link" onClick={() => onForgot(getValues('email'))} data-testid="forgot-link">
          {t('login.forgot')}
        </Button>
      </div>
    </form>
  );
}
