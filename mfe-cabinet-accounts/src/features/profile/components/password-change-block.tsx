import { useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { OtpResponse } from '@broker/shared/contracts';
import { TextField, showServerErrors } from '@broker/shared/form';
import { OtpDialog } from '@broker/shared/otp';
import { Button, Modal } from '@broker/shared/ui';
import { PasswordHints } from '@broker/shared/validation';
import { changePassword, confirmChangePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/change-password-schema';

const EMPTY: ChangePasswordValues = { password1: '', password2: '' };

/**
 * Cabinet §2, §4, §5: a new password and its confirmation with the live rule hints; the button waits
 * for a valid pair. Submitting sends the pair (auth/change_password/), which answers with a one-time
 * code; the shared code dialog confirms it (…/confirm/). Success: a modal, and the fields are cleared.
 * A failure keeps what was typed and says why (under the field, or a toast).
 */
export function PasswordChangeBlock() {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const hintsId = useId();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const [code, setCode] = useState<{ info: OtpResponse; values: ChangePasswordValues } | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false); // a double click lands twice before React re-renders the button

  const submit = async (values: ChangePasswordValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      setCode({ info: await changePassword(values), values });
    } catch (error) {
      showServerErrors(error, form.setError, ['password1', 'password2']);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <section className="ui-card accounts-profile-block" aria-labelledby={headingId} data-testid="password-change">
      <h2 id={headingId} className="accounts-profile-block__title">
        {t('profile.password.title')}
      </h2>
      <FormProvider {...form}>
        <form className="accounts-profile-form" noValidate onSubmit={form.handleSubmit(submit)}>
          <TextField
            name="password1"
            type="password"
            autoComplete="new-password"
            label={t('profile.password.password1')}
            hint={<PasswordHints value={form.watch('password1')} id={hintsId} />}
            testId="password1"
          />
          <TextField
            name="password2"
            type="password"
            autoComplete="new-password"
            label={t('profile.password.password2')}
            testId="password2"
          />
          <div className="accounts-profile-actions">
            <Button type="submit" disabled={!form.formState.isValid} loading={sending} data-testid="password-submit">
              {t('profile.password.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <OtpDialog
        open={code !== null}
        title={t('profile.password.codeTitle')}
        initialCode={code?.info}
        // a new code for the same pair: the server checks it again and replaces the old code
        resend={() => changePassword(code?.values ?? form.getValues())}
        verify={(digits, info) => confirmChangePassword(digits, info.otp_id)}
        onSuccess={() => {
          setCode(null);
          form.reset(EMPTY);
          setDone(true);
        }}
        onClose={() => setCode(null)}
        testId="password-otp"
      />
      {done && (
        <Modal title={t('profile.password.doneTitle')} onClose={() => setDone(false)} testId="password-changed">
          <p role="status">{t('profile.password.doneText')}</p>
          <div className="ui-modal__actions">
            <Button onClick={() => setDone(false)} data-testid="password-changed-ok">
              {t('profile.ok')}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
