import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '@broker/shared/i18n';
import {
  DEFAULT_AREAS,
  DEFAULT_LANG,
  isLang,
  remoteRoutes,
  ROUTES,
  type AreaDeclaration,
  type RemoteName,
} from '@broker/shared/routes';
import type { RemoteApp } from '@broker/shared/remote-app';
import { LazyToaster } from '@broker/shared/ui';
import '@broker/shared/ui/styles.css';

/**
 * A squad runs its remote alone (`pnpm --filter <remote> dev`): the same providers the shell gives, a
 * plain router for this remote's routes and its area only. Never used in production builds served to
 * users. The area is the spec's default, else the remote's own declaration (package.json `broker.area`,
 * compiled in as `__REMOTE_AREA__` by @broker/tooling).
 */
export function mountStandalone(App: RemoteApp, remote: string): void {
  const routes = remoteRoutes()
    .filter((r) => r.remote === remote)
    .map((r) => r.route);
  const area: AreaDeclaration | null = DEFAULT_AREAS[remote as RemoteName] ?? __REMOTE_AREA__;
  const home = routes[0] ? ROUTES[routes[0]] : (area?.prefix ?? '');
  const first = location.pathname.split('/')[1];
  const i18n = createI18n({ lng: isLang(first) ? first : DEFAULT_LANG });
  const client = new QueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <BrowserRouter>
            <Routes>
              {routes.map((name) => (
                <Route key={name} path={`/:lang/${ROUTES[name]}`} element={<App route={name} />} />
              ))}
              {area && (
                <Route path={`/:lang/${area.prefix}/*`} element={<App notFound={<p role="alert">not found</p>} />} />
              )}
              <Route path="*" element={<Navigate to={`/${DEFAULT_LANG}/${home}`} replace />} />
            </Routes>
          </BrowserRouter>
          <LazyToaster position="bottom-center" duration={5000} visibleToasts={5} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
