import { useTranslation } from 'react-i18next';
import { bus } from '@broker/shared/events';
import { useRouteNav } from '@broker/shared/routes';
import { authStore } from '@broker/shared/session';
import { Button, Spinner } from '@broker/shared/ui';

/** §4: SIGNING — the broker signs on its side; the status is re-checked every 30 s behind this. */
export function SigningWait() {
  const { t } = useTranslation('signing');
  return (
    <div className="ui-card signing-card signing-stack" data-testid="signing-wait">
      <Spinner label={t('signingWait.checking')} />
      <h2 className="signing-subtitle">{t('signingWait.title')}</h2>
      <p>{t('signingWait.text')}</p>
    </div>
  );
}

/**
 * Where a signing ended, one panel each (§4, §8): `signed` — the user is a client now, the cabinet is
 * next; `failed` — SIGNING went back to APPROVED, signing again is allowed; `error` — the sign error
 * screen, back one step to sign again. Texts live under the state's key; the action is the button's.
 */
const PANELS = {
  signed: { keys: 'signed', action: 'toCabinet', role: 'status', testId: 'signed-panel', actionTestId: 'to-cabinet' },
  failed: { keys: 'failed', action: 'retry', role: 'alert', testId: 'sign-failed', actionTestId: 'sign-retry' },
  error: { keys: 'signError', action: 'back', role: 'alert', testId: 'sign-error', actionTestId: 'sign-error-back' },
} as const;

export type SignState = keyof typeof PANELS;

export function SignStatePanel({ state, onAction }: { state: SignState; onAction: () => void }) {
  const { t } = useTranslation('signing');
  const p = PANELS[state];
  return (
    <div className="ui-card signing-card signing-stack" role={p.role} data-testid={p.testId}>
      <h2 className="signing-subtitle">{t(`${p.keys}.title`)}</h2>
      <p>{t(`${p.keys}.text`)}</p>
      <Button onClick={onAction} data-testid={p.actionTestId}>
        {t(`${p.keys}.${p.action}`)}
      </Button>
    </div>
  );
}

/** SIGNED: on to the cabinet, which must see the user as SIGNED at once. */
export function useToCabinet() {
  const nav = useRouteNav();
  return () => {
    // the stored user still says APPROVED/SIGNING: the shell reloads it, the cabinet must see SIGNED
    authStore.getState().patchUser({ check_status: 'SIGNED' });
    bus.emit('user:changed', { reason: 'signed' });
    nav('private-cabinet');
  };
}
