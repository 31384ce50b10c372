import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@broker/shared/auth';
import { useRouteHref, type RouteName } from '@broker/shared/routes';
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
 * (The full menu with unread markers, collapse under 1200 px and the exit dialog: cabinet issues.)
 */
export function CabinetLayout() {
  const { t } = useTranslation();
  const href = useRouteHref();
  const user = useAuth((s) => s.user);
  return (
    <div className="shell-app">
      <a href="#main" className="shell-skip">{t('app.skip')}</a>
      <header className="shell-header">
        <span className="shell-brand">{t('app.name')}</span>
        {user?.first_name && <span className="shell-user" data-testid="shell-user">{user.first_name} {user.last_name ?? ''}</span>}
        <LanguageSwitch />
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
