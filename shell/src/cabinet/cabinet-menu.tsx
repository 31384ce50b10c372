import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUser } from '@broker/shared/session';
import { currentAreas, useLang, useRouteHref } from '@broker/shared/routes';
import { MENU_ITEMS } from './menu-items';

export const MENU_ID = 'cabinet-menu';

/**
 * Cabinet §2 menu: the sections with their unread markers (from the signed-in user's counters, which
 * the shell and the remotes keep current), then the cabinet areas that declare a menu entry (remotes
 * added after the shell's release: title per language from the same declaration), then exit. `hidden`
 * removes it from the page and from the accessibility tree while collapsed.
 */
export function CabinetMenu({
  hidden,
  onNavigate,
  onExit,
}: {
  hidden: boolean;
  onNavigate: () => void;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const href = useRouteHref();
  const lang = useLang();
  const user = useUser();
  return (
    <nav id={MENU_ID} className="shell-menu" aria-label={t('menu.title')} hidden={hidden} data-testid="cabinet-menu">
      <ul>
        {MENU_ITEMS.map((item) => {
          const unread = user !== null && item.unread?.(user) === true;
          return (
            <li key={item.route}>
              <NavLink
                to={href(item.route)}
                onClick={onNavigate}
                data-testid={`menu-${item.route}`}
                data-unread={unread || undefined}
              >
                <span>{t(item.label)}</span>
                {unread && (
                  <span className="shell-menu__dot" data-testid={`unread-${item.route}`}>
                    <span className="ui-visually-hidden">{t('menu.unread')}</span>
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
        {currentAreas().map((area) =>
          area.cabinet && area.menu ? (
            <li key={area.owner}>
              <NavLink to={`/${lang}/${area.prefix}`} onClick={onNavigate} data-testid={`menu-area-${area.owner}`}>
                <span>{area.menu[lang]}</span>
              </NavLink>
            </li>
          ) : null,
        )}
        <li className="shell-menu__exit">
          <button type="button" onClick={onExit} data-testid="menu-exit">
            {t('menu.exit')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
