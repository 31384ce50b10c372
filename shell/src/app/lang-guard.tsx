import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentAreas, isLang, normalizeLangUrl } from '@broker/shared/routes';
import { OverrideBanner } from '../remotes/diagnostics/override-banner';

/** `/{lang}/…`: a lang other than uk/en is replaced by uk (path and query kept); i18n follows the URL. */
export function LangGuard() {
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const valid = isLang(lang);

  useEffect(() => {
    if (valid && i18n.language !== lang) void i18n.changeLanguage(lang);
    if (valid) document.documentElement.lang = lang;
  }, [valid, lang, i18n]);

  if (!valid)
    return (
      <Navigate
        to={
          normalizeLangUrl(
            pathname,
            search,
            currentAreas().map((a) => a.prefix),
          ) ?? '/uk/profile'
        }
        replace
      />
    );
  return (
    <>
      {/* QA's per-browser override, on every page (nothing renders without one) */}
      <OverrideBanner />
      <Outlet />
    </>
  );
}

export function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={normalizeLangUrl('/', search) ?? '/uk/profile'} replace />;
}
