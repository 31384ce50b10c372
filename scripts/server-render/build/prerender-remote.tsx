/**
 * Build step of a remote (run by the remote's build, tooling/src/build/define-config.ts): renders the
 * remote's public pages (public-pages.ts) in every language to HTML fragments — exactly what the
 * shell's remote slot shows for them — and writes them with an index into `<dist>/ssr/`. They are
 * files of the version like any other: in its integrity list, published immutable, made live and
 * rolled back with it. The shell's server only reads them (docs/server-render.md).
 *
 *   node --import ./scripts/server-render/build/register-hooks.mjs --import tsx scripts/server-render/build/prerender-remote.tsx <remote dir> <dist>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createI18n } from '@broker/shared/i18n';
import { namespaceOf, type RemoteName } from '@broker/shared/routes';
import type { RemoteAppModule } from '@broker/shared/contracts';
import { renderRemotePage } from '../../../shell/src/server/render-remote-page';
import { defineBuildGlobals, htmlText } from './node-globals';
import { PAGES_INDEX, pageFile, pagesOf, type PagesIndex } from '../public-pages';

const [appDir = '', dist = ''] = process.argv.slice(2).map((p) => resolve(p));
const remote = basename(appDir) as RemoteName;
const pages = pagesOf(remote);
if (pages.length > 0) {
  defineBuildGlobals(remote);
  const mod = (await import(pathToFileURL(join(appDir, 'src/expose/app.tsx')).href)) as RemoteAppModule;
  const label = process.env.BUILD_LABEL ?? '';
  const i18n = createI18n({ lng: 'uk' });
  const index: PagesIndex = { schema: 1, pages: {} };
  await mkdir(join(dist, 'ssr'), { recursive: true });
  for (const page of pages) {
    await i18n.changeLanguage(page.lang);
    const html = await renderRemotePage({
      App: mod.default,
      route: page.route,
      lang: page.lang,
      query: page.query,
      label,
      i18n,
    });
    const file = pageFile(page.key, page.lang);
    await writeFile(join(dist, file), html);
    const title = htmlText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    const seoKey = page.route.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    // `seo.<route>` in the remote's namespace (the manifest's: mfe-cabinet-documents → documents) is its description
    const description = i18n.t(`seo.${seoKey}`, { ns: namespaceOf(remote) });
    (index.pages[page.key] ??= {})[page.lang] = { file, title, description };
  }
  await writeFile(join(dist, PAGES_INDEX), JSON.stringify(index, null, 2) + '\n');
  console.log(`[prerender] ${remote}: ${pages.length} pages`);
}
