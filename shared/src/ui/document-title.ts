import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while a page is shown: "<page> — <application>", the form the shell's server gives a
 * server-rendered page (scripts/server-render/request/server-render.ts), so the name stays when the screen mounts.
 */
export function useDocumentTitle(title: string): void {
  const { t, i18n } = useTranslation('common');
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} — ${app}` : app;
  }, [title, app, i18n.language]);
}
