import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { RemoteApp } from '@broker/shared/remote-app';
import { ROUTES, type Lang, type RouteName } from '@broker/shared/routes';
import { RemoteView } from '../remotes/loading/remote-view';
import { renderComplete } from './render-complete';

/**
 * Build time, Node (scripts/server-render/build/prerender-remote.tsx): a remote's screen for one page as the shell's
 * slot shows it before any data has arrived — the inside of the slot's Suspense boundary. The shell's
 * libraries are the ones the remote's code resolves (one pnpm store), so contexts match.
 */
export function renderRemotePage(opts: {
  App: RemoteApp;
  route: RouteName;
  lang: Lang;
  query: string;
  label: string;
  i18n: I18n;
}): Promise<string> {
  const { App, route, lang, query, label, i18n } = opts;
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        children: [{ path: ROUTES[route], element: <RemoteView App={App} route={route} label={label} /> }],
      },
    ],
    {
      initialEntries: [`/${lang}/${ROUTES[route]}${query}`],
    },
  );
  return renderComplete(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
