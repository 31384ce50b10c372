import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@broker/shared/session';
import { routePath, useLang } from '@broker/shared/routes';
import { Spinner } from '@broker/shared/ui';
import { saveInterfaceLanguage, useMessageSocket, useSessionPhase } from '../session';
import { LanguageSwitch } from '../pages/language-switch';
import { CabinetMenu, MENU_ID } from './cabinet-menu';
import { ExitDialog } from './exit-dialog';
import { PhoneVerification } from './phone-verification';
import { StartupNoticeModal, useStartupNotice } from './startup-notice';
import { useMenuCollapse } from './use-menu-collapse';
import { usePrefetchAreas } from './use-prefetch-areas';
import './cabinet.css';

/**
 * The `/{lang}/` cabinet layout (cabinet §2): header, the menu (a side column from 1200 px, behind a
 * toggle below), the cabinet remotes' screens, and the shell's cabinet modals (startup notice, phone
 * verification, exit). It needs the user info (otherwise login) and owns the websocket while mounted.
 */
export function CabinetLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useAuth((s) => s.user);
  const signedIn = useAuth((s) => s.tokens !== null);
  const phase = useSessionPhase();
  const menu = useMenuCollapse();
  const [exiting, setExiting] = useState(false);
  const startup = useStartupNotice();
  useMessageSocket(signedIn && user !== null);
  // only a client with the menu moves between areas
  usePrefetchAreas(signedIn && user?.profile_status === 'FULL');

  if (!user || !signedIn) {
    if (phase === 'ready') return <Navigate to={routePath('login', { lang })} replace />;
    return (
      <div className="ui-center" data-testid="session-loading">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  // onboarding §6: the menu is for clients whose profile is complete
  const hasMenu = user.profile_status === 'FULL';
  return (
    <div className="shell-app">
      <a href="#main" className="shell-skip">
        {t('app.skip')}
      </a>
      <header className="shell-header">
        {hasMenu && menu.collapsed && (
          <button
            ref={menu.toggleRef}
            type="button"
            className="shell-menu-toggle"
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            onClick={menu.toggle}
            data-testid="menu-toggle"
          >
            <span className="shell-menu-toggle__icon" aria-hidden="true" />
            {t('menu.title')}
          </button>
        )}
        <span className="shell-brand">{t('app.name')}</span>
        {user.first_name && (
          <span className="shell-user" data-testid="shell-user">
            {user.first_name} {user.last_name ?? ''}
          </span>
        )}
        <LanguageSwitch onSwitched={(lng) => void saveInterfaceLanguage(lng)} />
        {!hasMenu && (
          // without the menu (profile not complete) exit still has to be reachable
          <button type="button" className="shell-header__exit" onClick={() => setExiting(true)} data-testid="menu-exit">
            {t('menu.exit')}
          </button>
        )}
      </header>
      <div className="shell-cabinet">
        {hasMenu && <CabinetMenu hidden={!menu.visible} onNavigate={menu.close} onExit={() => setExiting(true)} />}
        <main id="main" className="shell-main">
          <Outlet />
        </main>
      </div>
      {exiting && <ExitDialog onStay={() => setExiting(false)} />}
      {startup.notice ? (
        <StartupNoticeModal text={startup.notice.text} button={startup.notice.button} onDismiss={startup.dismiss} />
      ) : (
        // one modal at a time: the phone check waits until the notice has been read
        <PhoneVerification user={user} />
      )}
    </div>
  );
}
