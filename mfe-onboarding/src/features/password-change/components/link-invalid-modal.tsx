import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { Button } from '@broker/shared/ui';
import { InfoModal } from '../../../components/info-modal';

/** ResetPasswordTokenIsNotValid (§8): the link was used or is wrong; a new link, or back to login. */
export function LinkInvalidModal() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  return (
    <InfoModal
      title={t('passwordChange.invalidTitle')}
      testId="reset-link-invalid"
      onClose={() => nav('login', { replace: true })}
      actions={
        <>
          <Button variant="secondary" onClick={() => nav('login', { replace: true })}>
            {t('common.toLogin')}
          </Button>
          <Button
            onClick={() => nav('login', { query: { resetPassword: true }, replace: true })}
            data-testid="reset-new-link"
          >
            {t('passwordChange.newLink')}
          </Button>
        </>
      }
    >
      <p>{t('passwordChange.invalidText')}</p>
    </InfoModal>
  );
}
