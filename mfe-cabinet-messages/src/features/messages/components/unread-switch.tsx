import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "Show only unread" (cabinet §2): a real checkbox with the switch role, so keyboards and readers know it. */
export function UnreadSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('messages');
  const id = useId();
  return (
    <label className="messages-switch" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="messages-switch__input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="unread-only"
      />
      <span className="messages-switch__track" aria-hidden="true" />
      <span>{t('filter.unreadOnly')}</span>
    </label>
  );
}
