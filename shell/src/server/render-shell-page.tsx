import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n, addNamespace } from '@broker/shared/i18n';
import { CABINET_ROUTES, currentAreas, LANGS, routePath, type Lang } from '@broker/shared/routes';
import { AppTree } from '../app/app-tree';
import { CabinetFrame } from '../cabinet/cabinet-frame';
import { shellRoutes } from '../app/router';
import { SERVER_SLOT_MARKER } from '../remotes/loading/remote-slot';
import uk from '../locales/uk.json';
import en from '../locales/en.json';
import { renderComplete } from './render-complete';
import { AREA_FRAME, type CabinetFrames } from './cabinet-frames';

/** What the shell's build publishes for its server (dist/ssr/shell.json, docs/server-render.md). */
export interface ShellPages {
  schema: 1;
  /** the marker in `chrome` the server replaces with a remote version's page */
  marker: string;
  /** `cabinet`: the cabinet's frames (cabinet-frames.ts, shell/src/cabinet/cabinet-frame.tsx); absent in older builds */
  langs: Record<Lang, { chrome: string; appName: string; description: string; cabinet?: CabinetFrames }>;
}

/** The frame as the browser's first render gives it at `path` (no session data: none exists at build time). */
async function renderFrame(i18n: I18n, path: string): Promise<string> {
  const router = createMemoryRouter([{ path: '/:lang/*', element: <CabinetFrame /> }], { initialEntries: [path] });
  return renderComplete(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/**
 * Build time, Node (scripts/server-render/build/prerender-shell.tsx): the shell's chrome of a public page (header,
 * language switch, toaster) in each language, with the remote slot's Suspense boundary holding a
 * marker. Rendered from the same tree the browser hydrates (AppTree, the router's routes), at a public
 * route of a remote: every such route has the same chrome.
 */
export async function renderShellPages(): Promise<ShellPages> {
  const i18n = createI18n({ lng: 'uk' });
  addNamespace('shell', { uk, en });
  const langs = {} as ShellPages['langs'];
  for (const lang of LANGS) {
    await i18n.changeLanguage(lang);
    const router = createMemoryRouter(shellRoutes(currentAreas()), { initialEntries: [`/${lang}/login`] });
    const chrome = await renderComplete(<AppTree i18n={i18n} router={router} />);
    if (!chrome.includes(SERVER_SLOT_MARKER)) throw new Error(`the shell's chrome (${lang}) has no remote slot`);
    const cabinet: CabinetFrames = { [AREA_FRAME]: await renderFrame(i18n, `/${lang}/__area`) };
    for (const route of CABINET_ROUTES) cabinet[route] = await renderFrame(i18n, routePath(route, { lang }));
    langs[lang] = { chrome, appName: i18n.t('app.name'), description: i18n.t('shell:seo.description'), cabinet };
  }
  return { schema: 1, marker: SERVER_SLOT_MARKER, langs };
}
