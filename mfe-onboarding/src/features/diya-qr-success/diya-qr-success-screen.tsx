import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteNav } from '@broker/shared/routes';
import { useAuth } from '@broker/shared/session';
import { Button, ContactEmailLink, PageLayout, toastError } from '@broker/shared/ui';
import { useChooseBankId } from './api/choose-bank-id';
import { RESULT_ACTIONS, resultPageOf, type ResultAction } from './model/result-pages';
import '../../styles/onboarding.css';

/**
 * /{lang}/register/sharing/success (`diya-qr-success`): the outcome of a share, `?status=` one of the
 * §2 results, each with its text and next action. Public (onboarding §8 401 whitelist).
 */
export function DiyaQrSuccessScreen() {
  const { t } = useTranslation('onboarding');
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const page = resultPageOf(params.get('status'));
  const signedIn = useAuth((s) => s.tokens !== null);
  const bankId = useChooseBankId();

  const goBankId = async () => {
    if (!signedIn) {
      nav('register', { query: { is_resident: 'true', register_datasource: 'BANKID' } });
      return;
    }
    try {
      await bankId.mutateAsync();
      nav('register-form');
    } catch (error) {
      toastError(error);
    }
  };

  const action = (a: ResultAction, primary: boolean) => {
    const variant = primary ? 'primary' : 'secondary';
    if (a === 'manager')
      return (
        <ContactEmailLink key={a} kind="onboarding" testId="result-manager">
          {t('sharing.result.actions.manager')}
        </ContactEmailLink>
      );
    const onClick = {
      newQr: () => nav('diya-qr-code'),
      bankId: () => void goBankId(),
      login: () => nav('login'),
      cabinet: () => nav('private-cabinet'),
    }[a];
    return (
      <Button
        key={a}
        variant={variant}
        onClick={onClick}
        loading={a === 'bankId' && bankId.isPending}
        data-testid={`result-${a}`}
      >
        {t(`sharing.result.actions.${a}`)}
      </Button>
    );
  };

  return (
    <PageLayout title={t(`sharing.result.${page}.title`)} testId="screen-diya-qr-success">
      <div className="ui-card onboarding-card" data-testid={`sharing-result-${page}`}>
        <p className="onboarding-status">{t(`sharing.result.${page}.text`)}</p>
        <div className="onboarding-actions">{RESULT_ACTIONS[page].map((a, i) => action(a, i === 0))}</div>
      </div>
    </PageLayout>
  );
}
