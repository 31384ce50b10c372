import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { Button, Modal } from '@broker/shared/ui';

/**
 * The leave-page warning (onboarding §2) while `when` is true: the browser's own prompt on unload and
 * reload, and a confirmation before an in-app navigation to another page. In-app blocking needs the
 * data router the shell creates; under a plain router (unit tests) only the unload prompt applies.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the prompt only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [when]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <InAppGuard when={when} /> : null;
}

function InAppGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal title={t('common:form.leave.title')} onClose={() => blocker.reset()} role="alertdialog" testId="leave-guard">
      <p>{t('common:form.leave.text')}</p>
      <div className="ui-modal__actions">
        <Button variant="secondary" onClick={() => blocker.reset()}>
          {t('common:form.leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed()}>{t('common:form.leave.leave')}</Button>
      </div>
    </Modal>
  );
}
