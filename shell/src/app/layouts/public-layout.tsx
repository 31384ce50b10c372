import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { saveInterfaceLanguage } from '../../session';
import { LanguageSwitch } from '../../pages/language-switch';

/** Onboarding and signing pages: brand and language switch, no cabinet menu (children: the error page). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="shell-app">
      <a href="#main" className="shell-skip">
        {t('app.skip')}
      </a>
      <header className="shell-header">
        <span className="shell-brand">{t('app.name')}</span>
        <LanguageSwitch onSwitched={(lng) => void saveInterfaceLanguage(lng)} />
      </header>
      <main id="main" className="shell-main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
