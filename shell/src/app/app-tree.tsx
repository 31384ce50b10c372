import { StrictMode, useCallback } from 'react';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { RehearsePage } from '../cabinet/rehearse';
import { rehearsePage } from './rehearse-page';

/**
 * The whole app as React sees it: the browser renders (or hydrates) it, the shell's build renders it
 * in Node for the server's page chrome (shell/src/server/render-shell-page.tsx). One tree for both, so
 * the server's HTML is what the browser's first render produces.
 */
export function AppTree({ i18n, router }: { i18n: I18n; router: ReturnType<typeof createBrowserRouter> }) {
  const rehearse = useCallback((path: string) => rehearsePage(i18n, path), [i18n]);
  return (
    <StrictMode>
      <Providers i18n={i18n}>
        <RehearsePage value={rehearse}>
          <RouterProvider router={router} />
        </RehearsePage>
      </Providers>
    </StrictMode>
  );
}
