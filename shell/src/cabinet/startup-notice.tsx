import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@broker/shared/session';
import { useLang } from '@broker/shared/routes';
import { Button, Modal } from '@broker/shared/ui';
import { dismissNotice, isNoticeDismissed, startupNoticeFor } from './startup-notice-model';

/**
 * Cabinet §2: the startup notice from settings (text and button of the interface language), shown
 * once per session until the client dismisses it (its button, ×, or Escape all count as "read").
 * Returns whether it is on screen, so other cabinet modals can wait for it.
 */
export function useStartupNotice() {
  const lang = useLang();
  const { data: settings } = useSettings();
  const notice = startupNoticeFor(settings, lang);
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const showing = notice !== null && dismissedNow !== notice.id && !isNoticeDismissed(notice);
  const dismiss = () => {
    if (!notice) return;
    dismissNotice(notice);
    setDismissedNow(notice.id);
  };
  return { notice: showing ? notice : null, dismiss };
}

export function StartupNoticeModal({
  text,
  button,
  onDismiss,
}: {
  text: string;
  button: string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Modal title={t('startup.noticeTitle')} onClose={onDismiss} testId="startup-notice">
      <p className="shell-notice__text">{text}</p>
      <div className="ui-modal__actions">
        <Button onClick={onDismiss} data-testid="startup-notice-ok">
          {button ?? t('startup.noticeOk')}
        </Button>
      </div>
    </Modal>
  );
}
