/**
 * Test-only rsbuild config: mfe-cabinet-documents' own config plus one more page in its area —
 * `archive` (`/{lang}/documents/archive`) — and a link to it on the documents-all screen. What a squad
 * adding a page would deploy, without a change to the repo's source (e2e/platform/areas.spec.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';

const ARCHIVE = `import { createElement as __h, Fragment as __F } from 'react';
import { Link as __Link } from 'react-router-dom';
function __ArchiveScreen() {
  return __h('section', { className: 'ui-page', 'data-testid': 'screen-documents-archive' }, __h('h1', { className: 'ui-page__title' }, 'Archive'));
}
function __AllWithArchiveLink() {
  return __h(__F, null, __h(__Link, { to: '../archive', relative: 'path', 'data-testid': 'archive-link' }, 'Archive'), __h(DocumentsAllScreen));
}
`;

function pluginAreaPage(): RsbuildPlugin {
  return {
    name: 'broker-test:area-page',
    setup(api) {
      api.transform({ test: /[\\/]src[\\/]expose[\\/]app\.tsx$/ }, ({ code }) => {
        const screen = `'documents-all': DocumentsAllScreen,`;
        const open = 'export default defineRemoteApp({';
        if (!code.includes(screen) || !code.includes(open))
          throw new Error('area-page build: src/expose/app.tsx no longer has the shape this test build patches');
        return `${ARCHIVE}${code
          .replace(screen, `'documents-all': __AllWithArchiveLink,`)
          .replace(open, `${open}\n  pages: { archive: { path: 'archive', screen: __ArchiveScreen } },`)}`;
      });
      // the build reads its page list from the source module, which this bundle-time patch leaves alone:
      // the list gets the page the patch adds, as a build of that source would have recorded it
      api.onAfterBuild(() => {
        const file = join(api.context.distPath, 'build-info.json');
        const info = JSON.parse(readFileSync(file, 'utf8')) as { areaPages?: string[] };
        if (info.areaPages) info.areaPages.push('archive');
        writeFileSync(file, JSON.stringify(info, null, 2) + '\n');
      });
    },
  };
}

export default defineConfig(async () => {
  const own = (await import(pathToFileURL(join(process.cwd(), 'rsbuild.config.ts')).href)) as {
    default: RsbuildConfig;
  };
  return mergeRsbuildConfig(own.default, { plugins: [pluginAreaPage()] });
});
