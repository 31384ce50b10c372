import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { saveInterfaceLanguage } from '../../session';
import { LanguageSwitch } from '../language-switch';

/** Onboarding and signing pages: brand and language switch, no cabinet menu. */
export function PublicLayout() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <div className="shell-app">
      <a href="#main" className="shell-skip">{t('app.skip')}</a>
      <header className="shell-header">
        <span className="shell-brand">{t('app.name')}</span>
        <LanguageSwitch onSwitched={(lng) => void saveInterfaceLanguage(client, lng)} />
      </header>
      <main id="main" className="shell-main">
        <Outlet />
      </main>
    </div>
  );
}
