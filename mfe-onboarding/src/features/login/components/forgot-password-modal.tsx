import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { toastError, useSingleFlight } from '@broker/shared/ui';
import type { PasswordAskResponse } from '@broker/shared/contracts';
import { Modal } from '@broker/shared/ui';
import { OtpDialog } from '@broker/shared/otp';
import { useLang, useRouteNav } from '@broker/shared/routes';
import { Button } from '@broker/shared/ui';
import { TextField } from '../../../components/text-field';
import { askPasswordReset, useAskPasswordReset } from '../api/ask-password-reset';
import { checkResetCode } from '../api/check-reset-code';
import { forgotSchema, type ForgotValues } from '../schemas/login-schema';

/**
 * Forgot password: email → "a link was sent" confirmation. The same call starts a one-time code, so
 * the confirmation also offers the code step (code + otp_id, resend, block countdown); a right code
 * leads to the same password-change page the emailed link opens.
 */
export function ForgotPasswordModal({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const lang = useLang();
  const nav = useRouteNav();
  const ask = useAskPasswordReset();
  const [sent, setSent] = useState<{ email: string; answer: PasswordAskResponse } | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    mode: 'onChange',
    defaultValues: { email: initialEmail },
  });

  const submit = useSingleFlight(async ({ email }: ForgotValues) => {
    try {
      setSent({ email, answer: await ask.mutateAsync({ email, lang }) });
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'UserNotFound') {
        setError('email', { message: t('forgot.userNotFound') }); // a catalogue code with its own message
        return false;
      }
      const fieldError = isApiError(error)
        ? (error.fieldErrors.email?.[0] ?? (error.code ? null : error.detail))
        : null;
      if (fieldError) setError('email', { message: fieldError });
      // onboarding §8: "other field errors are set per field with a toast"
      toastError(error, fieldError ? 'common:errors.checkFields' : undefined);
      return false;
    }
  });

  if (sent && codeOpen) {
    return (
      <OtpDialog
        open
        title={t('forgot.codeTitle')}
        initialCode={sent.answer}
        resend={() => askPasswordReset({ email: sent.email, lang })}
        verify={(code, info) => checkResetCode({ code, otp_id: info.otp_id ?? sent.answer.otp_id })}
        onSuccess={({ uidb64, token }) => nav('password-change', { query: { uid: uidb64, token } })}
        onClose={() => setCodeOpen(false)}
        testId="reset-code-dialog"
      />
    );
  }

  return (
    <Modal title={t('forgot.title')} onClose={onClose} testId="forgot-modal">
      {sent ? (
        <div className="onboarding-modal-text" data-testid="forgot-sent">
          <p role="status">{t('forgot.sent', { email: sent.email })}</p>
          <p>{t('forgot.codeOffer')}</p>
          <div className="ui-modal__actions">
            <Button variant="secondary" onClick={() => setCodeOpen(true)} data-testid="forgot-enter-code">
              {t('forgot.enterCode')}
            </Button>
            <Button onClick={onClose}>{t('common.ok')}</Button>
          </div>
        </div>
      ) : (
        <form className="onboarding-form" noValidate onSubmit={handleSubmit(submit)}>
          <p>{t('forgot.text')}</p>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <div className="ui-modal__actions">
            <Button type="submit" disabled={!formState.isValid} loading={ask.isPending} data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
