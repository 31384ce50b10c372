import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CABINET_ROUTES,
  LANGS,
  matchRoute,
  ownerOfPath,
  ROUTES,
  switchLangUrl,
  useLang,
  useRouteHref,
} from '@broker/shared/routes';
import type { RouteName } from '@broker/shared/routes';
import { Spinner } from '@broker/shared/ui';
import { MENU_ITEMS } from './menu-items';
import './cabinet.css';

/**
 * The cabinet's frame before the signed-in user is known (issue 29 item 6): header, menu and the page's
 * heading with a skeleton, laid out where the cabinet layout and the page put them. The shell's server
 * sends it in the HTML of every cabinet page (prerendered per language and route at build time, so it
 * holds nothing personal: shell/src/server/render-shell-page.tsx), shown by the page's inline guard only
 * when a session is stored; the browser renders the same frame while settings and user info load, and
 * the cabinet's remote slot the same skeleton while the remote loads: from the first paint to the data
 * nothing moves. No script has run when it first shows: CSS decides between side menu and toggle
 * (cabinet.css), and the language choice is made of links.
 */
export function CabinetFrame() {
  const { t } = useTranslation();
  const href = useRouteHref();
  const { pathname } = useLocation();
  return (
    <div className="shell-app shell-frame" data-cabinet-frame="" data-testid="session-loading">
      <a href="#main" className="shell-skip">
        {t('app.skip')}
      </a>
      <header className="shell-header">
        <span className="shell-menu-toggle shell-frame__toggle" aria-hidden="true">
          <span className="shell-menu-toggle__icon" />
          {t('menu.title')}
        </span>
        <span className="shell-brand">{t('app.name')}</span>
        {/* where the client's name will be: the language choice stays where the layout puts it */}
        <span className="shell-user" />
        <LanguageLinks />
      </header>
      <div className="shell-cabinet">
        <nav className="shell-menu shell-frame__menu" aria-label={t('menu.title')}>
          <ul>
            {MENU_ITEMS.map((item) => (
              <li key={item.route}>
                <NavLink to={href(item.route)}>
                  <span>{t(item.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell-main">
          <PageSkeleton route={matchRoute(pathname).name} />
        </main>
      </div>
    </div>
  );
}

/** The language switch as links (the frame works before any script): same page, other language. */
function LanguageLinks() {
  const { t } = useTranslation();
  const current = useLang();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('lang.switch')} className="shell-lang">
      {LANGS.map((lng) => (
        <a
          key={lng}
          lang={lng}
          href={switchLangUrl(pathname, search, lng)}
          aria-current={lng === current ? 'true' : undefined}
          className={lng === current ? 'shell-lang__btn shell-lang__btn--on' : 'shell-lang__btn'}
        >
          {t(`lang.${lng}`)}
        </a>
      ))}
    </nav>
  );
}

/**
 * A cabinet page's heading (its menu entry's label: the same words as the page's own title) and a
 * skeleton, where the page's `PageLayout` puts them. A page of a remote's own area has no known title.
 */
export function PageSkeleton({ route }: { route: RouteName | null | undefined }) {
  const { t } = useTranslation();
  const title = route ? frameTitle(route) : undefined;
  return (
    <section className="ui-page shell-frame__page" aria-busy="true" data-testid="page-skeleton">
      {title && <h1 className="ui-page__title">{t(title)}</h1>}
      <div className="ui-center">
        <Spinner label={t('app.loading')} />
      </div>
    </section>
  );
}

/** The menu label of a route's section: its own entry, or the entry under the same first path segment. */
function frameTitle(route: RouteName): string | undefined {
  const section = (name: RouteName) => ROUTES[name].split('/')[0];
  return (MENU_ITEMS.find((i) => i.route === route) ?? MENU_ITEMS.find((i) => section(i.route) === section(route)))
    ?.label;
}

/** A cabinet page (a cabinet spec route or a page of a cabinet area): where the frame stands in while loading. */
export function isCabinetPath(pathname: string): boolean {
  const { route, area } = ownerOfPath(pathname);
  return route ? CABINET_ROUTES.includes(route) : Boolean(area?.cabinet);
}

/** What the session root shows while it starts: the cabinet's frame on a cabinet page, else a spinner. */
export function SessionPending() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (isCabinetPath(pathname)) return <CabinetFrame />;
  return (
    <div className="ui-center" data-testid="session-loading">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
