import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@broker/shared/session';
import { routePath, useLang, useRouteHref, type RouteName } from '@broker/shared/routes';
import { Spinner } from '@broker/shared/ui';
import { saveInterfaceLanguage, useMessageSocket, useSessionPhase } from '../../session';
import { LanguageSwitch } from '../language-switch';

const MENU: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'profile', label: 'menu.profile' },
  { route: 'accounts', label: 'menu.accounts' },
  { route: 'documents-all', label: 'menu.documents' },
  { route: 'trade-limits', label: 'menu.tradeLimits' },
  { route: 'messages', label: 'menu.messages' },
];

/**
 * The `/{lang}/` cabinet layout: menu and language switch around the cabinet remotes' screens.
 * It needs the user info (cabinet §2: otherwise login) and owns the websocket while mounted.
 * (The full menu with unread markers, collapse under 1200 px and the exit dialog: cabinet issues.)
 */
export function CabinetLayout() {
  const { t } = useTranslation();
  const href = useRouteHref();
  const lang = useLang();
  const user = useAuth((s) => s.user);
  const signedIn = useAuth((s) => s.tokens !== null);
  const phase = useSessionPhase();
  useMessageSocket(signedIn && user !== null);

  if (!user || !signedIn) {
    if (phase === 'ready') return <Navigate to={routePath('login', { lang })} replace />;
    return (
      <div className="ui-center" data-testid="session-loading">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  return (
    <div className="shell-app">
      <a href="#main" className="shell-skip">{t('app.skip')}</a>
      <header className="shell-header">
        <span className="shell-brand">{t('app.name')}</span>
        {user.first_name && <span className="shell-user" data-testid="shell-user">{user.first_name} {user.last_name ?? ''}</span>}
        <LanguageSwitch onSwitched={(lng) => void saveInterfaceLanguage(lng)} />
      </header>
      <div className="shell-cabinet">
        <nav className="shell-menu" aria-label={t('menu.title')}>
          <ul>
            {MENU.map((item) => (
              <li key={item.route}>
                <NavLink to={href(item.route)}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
