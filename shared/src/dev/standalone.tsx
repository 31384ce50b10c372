import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createI18n } from '@broker/shared/i18n';
import { DEFAULT_LANG, isLang, remoteRoutes, ROUTES, type RemoteName, type RouteName } from '@broker/shared/routes';
import '@broker/shared/ui/styles.css';

/**
 * A squad runs its remote alone (`pnpm --filter <remote> dev`): the same providers the shell gives, a
 * plain router for this remote's routes only. Never used in production builds served to users.
 */
export function mountStandalone(App: ComponentType<{ route: RouteName }>, remote: RemoteName): void {
  const routes = remoteRoutes()
    .filter((r) => r.remote === remote)
    .map((r) => r.route);
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
              <Route path="*" element={<Navigate to={`/${DEFAULT_LANG}/${ROUTES[routes[0]!]}`} replace />} />
            </Routes>
          </BrowserRouter>
          <Toaster position="bottom-center" duration={5000} visibleToasts={5} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
