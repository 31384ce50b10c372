import { Activity } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { currentAreas } from '@broker/shared/routes';
import { InRehearsal } from '../remotes/loading/rehearsal';
import { queryClient } from './providers';
import { shellRoutes } from './router';

/** The hidden tree is taken as rendered once its DOM has not changed for this long. */
const QUIET_MS = 100;
/** A rehearsal that has not rendered by then is dropped (the page goes on without it). */
const MAX_MS = 3000;

/** Rehearsed pages are marked on the timeline (`broker:rehearsed <path>`): the bench and the e2e tests read them. */
export const REHEARSAL_MARK = 'broker:rehearsed';

/**
 * Renders the page at `path` once, hidden and off the document, then drops it (a "rehearsal"), so that
 * the visitor's click on it later runs code the browser has already compiled. Why: a server-rendered
 * page is hydrated, not rendered, so React's code that creates DOM and each screen's own code first
 * run on the click; on a phone's CPU that first run took about twice as long as the same render once
 * warm (docs/performance.md, "Rehearsed areas"). The tree is the app's own (routes, i18n, the one
 * QueryClient) under `<Activity mode="hidden">`: rendered at the lowest priority, between the browser's
 * other work, and no effect runs in it: no request, no visit report, no socket, no title or focus change.
 * A slot renders only a remote that is already loaded (rehearsal.tsx). Resolves whether it rendered.
 * `routes` and `maxMs` are for the tests.
 */
export function rehearsePage(
  i18n: I18n,
  path: string,
  { routes, maxMs = MAX_MS }: { routes?: RouteObject[]; maxMs?: number } = {},
): Promise<boolean> {
  const container = document.createElement('div');
  const router = createMemoryRouter(routes ?? shellRoutes(currentAreas()), { initialEntries: [path] });
  // A rehearsal that throws is dropped quietly: nobody saw it, and the visitor's own render reports its
  // errors. One caught by a boundary is not even logged in a hidden tree (its callback is an effect);
  // one past every boundary would reach `window`'s error event, which the delivery reports count.
  const root = createRoot(container, { onUncaughtError: () => undefined });
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (rendered: boolean) => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      root.unmount();
      router.dispose();
      if (rendered) performance.mark(`${REHEARSAL_MARK} ${path}`);
      resolve(rendered);
    };
    // the hidden tree commits in one pass or a few (a boundary inside may show its fallback first)
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(true), QUIET_MS);
    });
    observer.observe(container, { childList: true, subtree: true });
    const cap = setTimeout(() => finish(container.hasChildNodes()), maxMs);
    root.render(
      <Activity mode="hidden">
        <InRehearsal value>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nextProvider>
        </InRehearsal>
      </Activity>,
    );
  });
}
