import { authStore, updateUserInfo } from '@broker/shared/session';
import { isLang } from '@broker/shared/routes';

/**
 * Language switch (onboarding §2, cabinet §2): when signed in, interface_language is saved on the
 * user. A failure changes nothing visible: the URL already carries the language.
 */
export async function saveInterfaceLanguage(lang: string): Promise<void> {
  const { tokens, user } = authStore.getState();
  if (!tokens || !user || !isLang(lang) || user.interface_language === lang) return;
  try {
    // the answer replaces the user in the session store
    await updateUserInfo({ interface_language: lang });
  } catch (err) {
    console.warn('[session] interface_language not saved', err);
  }
}
