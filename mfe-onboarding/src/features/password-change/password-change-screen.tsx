import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { toastError } from '@broker/shared/ui';
import { useRouteNav } from '@broker/shared/routes';
import { Button, PageLayout } from '@broker/shared/ui';
import { useResetToken } from './api/reset-token';
import { useResetPassword } from './api/reset-password';
import { LinkInvalidModal } from './components/link-invalid-modal';
import { NewPasswordForm, type FieldErrorSetter } from './components/new-password-form';
import type { NewPasswordValues } from './schemas/new-password-schema';
import '../../styles/onboarding.css';

/** A link that can never work: the server said so, or it lacks uid/token. */
const isInvalidLink = (error: unknown) =>
  isApiError(error) &&
  error.kind === 'http' &&
  (error.code === 'ResetPasswordTokenIsNotValid' || error.status === 400 || error.status === 404);

/** /{lang}/password-change?uid&token — reached from the emailed link or the reset code step. */
export function PasswordChangeScreen() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const check = useResetToken(uid, token);
  const reset = useResetPassword();
  const [invalid, setInvalid] = useState(false);

  const submit = async (values: NewPasswordValues, setFieldError: FieldErrorSetter): Promise<boolean | void> => {
    if (!check.data) return;
    try {
      await reset.mutateAsync({ ...values, uidb64: check.data.uidb64, token: check.data.token });
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'ResetPasswordTokenIsNotValid') return setInvalid(true);
      const fields = isApiError(error) ? error.fieldErrors : {};
      const p1 = fields.password1?.[0] ?? fields.password?.[0];
      const p2 = fields.password2?.[0];
      if (p1) setFieldError('password1', p1);
      if (p2) setFieldError('password2', p2);
      // onboarding §8: field errors are set per field with a toast; nothing to show under a field → generic
      toastError(error, p1 || p2 ? 'common:errors.checkFields' : undefined);
    }
  };

  const linkBad = uid === '' || token === '' || invalid || isInvalidLink(check.error);
  // checking and "link used" are one modal (LinkInvalidModal: why), in one place in the tree so it stays one element
  const checking = check.isPending && !linkBad;
  return (
    <PageLayout title={t('passwordChange.title')} testId="screen-password-change">
      {reset.isSuccess ? (
        <div className="ui-card onboarding-card">
          <div className="onboarding-modal-text" data-testid="password-changed">
            <p role="status">{t('passwordChange.done')}</p>
            <div className="onboarding-actions">
              <Button onClick={() => nav('login', { replace: true })}>{t('common.toLogin')}</Button>
            </div>
          </div>
        </div>
      ) : check.isError && !linkBad ? (
        <div className="ui-card onboarding-card">
          <div className="onboarding-modal-text">
            <p role="alert">{t('common.loadFailed')}</p>
            <div className="onboarding-actions">
              <Button onClick={() => void check.refetch()}>{t('common:actions.retry')}</Button>
            </div>
          </div>
        </div>
      ) : check.data ? (
        <div className="ui-card onboarding-card">
          <p>{t('passwordChange.text')}</p>
          <NewPasswordForm onSubmit={submit} pending={reset.isPending} />
        </div>
      ) : null}
      {(checking || linkBad) && <LinkInvalidModal checking={checking} />}
    </PageLayout>
  );
}
