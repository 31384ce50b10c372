import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_LANG, isLang, type Lang, type RouteName } from './route-table';
import { routePath, type Query } from './paths';

/** The current `/{lang}` of the URL (falls back to uk outside a lang route). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** Navigate by route name, keeping the current language. */
export function useRouteNav(): (name: RouteName, opts?: { query?: Query; replace?: boolean }) => void {
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback(
    (name, opts) => navigate(routePath(name, { lang, query: opts?.query }), { replace: opts?.replace ?? false }),
    [navigate, lang],
  );
}

/** href for a named route in the current language (for <Link to>). */
export function useRouteHref(): (name: RouteName, query?: Query) => string {
  const lang = useLang();
  return useCallback((name, query) => routePath(name, { lang, query }), [lang]);
}
