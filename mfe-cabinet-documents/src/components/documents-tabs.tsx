import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUser } from '@broker/shared/session';
import { useRouteHref } from '@broker/shared/routes';

/**
 * The two tabs of the documents page (cabinet §2). They are links: switching changes the route, so
 * each tab has its own URL and history entry. A warning dot marks a tab with unread documents.
 */
export function DocumentsTabs() {
  const { t } = useTranslation('documents');
  const href = useRouteHref();
  const user = useUser();
  const tabs = [
    { route: 'documents-all' as const, label: t('tabs.all'), dot: (user?.unread_docs ?? 0) > 0, testId: 'tab-all' },
    {
      route: 'documents-for-sign' as const,
      label: t('tabs.sign'),
      dot: (user?.unread_unsigned_docs ?? 0) > 0,
      testId: 'tab-sign',
    },
  ];
  return (
    <nav className="documents-tabs" aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <NavLink key={tab.route} to={href(tab.route)} className="documents-tab" data-testid={tab.testId} end>
          {tab.label}
          {tab.dot && (
            <span className="documents-dot" data-testid={`${tab.testId}-dot`}>
              <span className="ui-visually-hidden">{t('tabs.unread')}</span>
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
