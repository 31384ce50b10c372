import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n, addNamespace, type NamespaceResources } from '@broker/shared/i18n';
import type { Lang } from '@broker/shared/routes';

/** What a render gives a test: testing-library's result, the i18n instance and the QueryClient. */
export type AppRenderResult = RenderResult & { i18n: I18n; client: QueryClient };

/**
 * Renders with the providers the shell gives a remote. i18n is strict: a missing key throws, so a
 * component test fails on any text that has no translation.
 */
export function renderWithApp(
  ui: ReactElement,
  opts: { lang?: Lang; path?: string; routePattern?: string; namespaces?: Record<string, NamespaceResources> } & Omit<
    RenderOptions,
    'wrapper'
  > = {},
): AppRenderResult {
  const { lang = 'uk', path = `/${lang}/test`, routePattern = '/:lang/*', namespaces = {}, ...rest } = opts;
  const i18n = createI18n({ lng: lang, strictMissing: true });
  for (const [ns, res] of Object.entries(namespaces)) addNamespace(ns, res);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePattern} element={children} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper, ...rest }), i18n, client };
}
