import type { AppSettings } from '@broker/shared/contracts';
import type { Lang } from '@broker/shared/routes';
import { bus } from '@broker/shared/events';

export interface StartupNotice {
  /** the notice whatever the language (its texts in both): switching language does not bring it back */
  id: string;
  text: string;
  /** the settings' button text; null → the shell's own "OK" */
  button: string | null;
}

type NoticeSettings = Pick<
  AppSettings,
  'STARTUP_TEXT_UA' | 'STARTUP_TEXT_EN' | 'STARTUP_BUTTON_TEXT_UA' | 'STARTUP_BUTTON_TEXT_EN'
>;

/** Cabinet §3 settings: the notice of the interface language (uk → UA texts), none when its text is empty. */
export function startupNoticeFor(settings: NoticeSettings | undefined, lang: Lang): StartupNotice | null {
  if (!settings) return null;
  const text = (lang === 'uk' ? settings.STARTUP_TEXT_UA : settings.STARTUP_TEXT_EN)?.trim();
  if (!text) return null;
  const button = (lang === 'uk' ? settings.STARTUP_BUTTON_TEXT_UA : settings.STARTUP_BUTTON_TEXT_EN)?.trim();
  return { id: `${settings.STARTUP_TEXT_UA ?? ''}\n${settings.STARTUP_TEXT_EN ?? ''}`, text, button: button || null };
}

/**
 * "Shown once per session until dismissed": the dismissal is kept in localStorage (every tab of the
 * session shares it) under the notice's own texts (a new notice shows again) and forgotten when a
 * session starts or ends, so the next sign-in sees the notice again.
 */
export const DISMISSED_KEY = 'startup_notice_dismissed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: the dismissal lives as long as the page (component state)
  }
}

export function isNoticeDismissed(notice: StartupNotice): boolean {
  return storage()?.getItem(DISMISSED_KEY) === notice.id;
}

export function dismissNotice(notice: StartupNotice): void {
  storage()?.setItem(DISMISSED_KEY, notice.id);
}

export function forgetDismissal(): void {
  storage()?.removeItem(DISMISSED_KEY);
}

/** Wired once by the cabinet module: a login or a logout starts the next session afresh. */
export function forgetDismissalOnSessionChange(): () => void {
  const offLogin = bus.on('auth:login', forgetDismissal);
  const offLogout = bus.on('auth:logout', forgetDismissal);
  return () => {
    offLogin();
    offLogout();
  };
}
