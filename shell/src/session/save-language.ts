import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/auth';
import { updateUserInfo, userInfoQueryOptions } from '@broker/shared/api';
import { isLang } from '@broker/shared/routes';

/**
 * Language switch (onboarding §2, cabinet §2): when signed in, interface_language is saved on the
 * user. A failure changes nothing visible: the URL already carries the language.
 */
export async function saveInterfaceLanguage(client: QueryClient, lang: string): Promise<void> {
  const { tokens, user } = authStore.getState();
  if (!tokens || !user || !isLang(lang) || user.interface_language === lang) return;
  try {
    const updated = await updateUserInfo({ interface_language: lang });
    client.setQueryData(userInfoQueryOptions().queryKey, updated);
  } catch (err) {
    console.warn('[session] interface_language not saved', err);
  }
}
