import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { Button, Spinner } from '@broker/shared/ui';
import { InfoModal } from '../../../components/info-modal';

/**
 * ResetPasswordTokenIsNotValid (§8): the link was used or is wrong; a new link, or back to login.
 * While the link is being checked the same modal says so (`checking`): the server's HTML shows it from
 * the first paint, and the answer changes its title and text in place — the "link used" message is
 * then no new, later largest paint (it was 3.9 s of LCP as a modal that appeared only after the API
 * answered), and nothing moves. A good link closes it and shows the form.
 */
export function LinkInvalidModal({ checking = false }: { checking?: boolean }) {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const toLogin = () => nav('login', { replace: true });
  return (
    <InfoModal
      title={checking ? t('passwordChange.checking') : t('passwordChange.invalidTitle')}
      testId={checking ? 'reset-link-checking' : 'reset-link-invalid'}
      openInHtml
      onClose={checking ? undefined : toLogin}
      actions={
        checking ? undefined : (
          <>
            <Button variant="secondary" onClick={toLogin}>
              {t('common.toLogin')}
            </Button>
            <Button
              onClick={() => nav('login', { query: { resetPassword: true }, replace: true })}
              data-testid="reset-new-link"
            >
              {t('passwordChange.newLink')}
            </Button>
          </>
        )
      }
    >
      <p role={checking ? 'status' : undefined}>
        {checking ? t('passwordChange.checkingText') : t('passwordChange.invalidText')}
      </p>
      {checking && <Spinner label="" />}
    </InfoModal>
  );
}
