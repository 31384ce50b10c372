import { useTranslation } from 'react-i18next';
import { bus } from '@broker/shared/events';
import { useRouteNav } from '@broker/shared/routes';
import { authStore } from '@broker/shared/session';
import { Button, Spinner } from '@broker/shared/ui';

/** §4: SIGNING — the broker signs on its side; the status is re-checked every 30 s behind this. */
export function SigningWait() {
  const { t } = useTranslation('signing');
  return (
    <div className="ui-card sg-card sg-stack" data-testid="signing-wait">
      <Spinner label={t('signingWait.checking')} />
      <h2 className="sg-subtitle">{t('signingWait.title')}</h2>
      <p>{t('signingWait.text')}</p>
    </div>
  );
}

/** SIGNED: the user is a client now (§4); the cabinet is next. */
export function SignedPanel() {
  const { t } = useTranslation('signing');
  const nav = useRouteNav();
  const toCabinet = () => {
    // the stored user still says APPROVED/SIGNING: the shell reloads it, the cabinet must see SIGNED
    authStore.getState().patchUser({ check_status: 'SIGNED' });
    bus.emit('user:changed', { reason: 'signed' });
    nav('private-cabinet');
  };
  return (
    <div className="ui-card sg-card sg-stack" role="status" data-testid="signed-panel">
      <h2 className="sg-subtitle">{t('signed.title')}</h2>
      <p>{t('signed.text')}</p>
      <Button onClick={toCabinet} data-testid="to-cabinet">
        {t('signed.toCabinet')}
      </Button>
    </div>
  );
}

/** SIGNING went back to APPROVED: the signature failed; signing again is allowed (§4). */
export function SignFailedPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <div className="ui-card sg-card sg-stack" role="alert" data-testid="sign-failed">
      <h2 className="sg-subtitle">{t('failed.title')}</h2>
      <p>{t('failed.text')}</p>
      <Button onClick={onRetry} data-testid="sign-retry">
        {t('failed.retry')}
      </Button>
    </div>
  );
}

/** §8 "Sign Documents Error": the sign error screen — go back one step and sign again. */
export function SignErrorPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <div className="ui-card sg-card sg-stack" role="alert" data-testid="sign-error">
      <h2 className="sg-subtitle">{t('signError.title')}</h2>
      <p>{t('signError.text')}</p>
      <Button onClick={onBack} data-testid="sign-error-back">
        {t('signError.back')}
      </Button>
    </div>
  );
}
