/**
 * Build step of the shell (run by its build, tooling/src/build/define-config.ts): the page chrome its
 * server puts around a remote's server-rendered page, per language → `<dist>/ssr/shell.json`
 * (shell/src/server/render-shell-page.tsx, docs/server-render.md).
 *
 *   node --import ./scripts/server-render/build/register-hooks.mjs --import tsx scripts/server-render/build/prerender-shell.tsx <dist>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { defineBuildGlobals } from './node-globals';

const dist = resolve(process.argv[2] ?? 'shell/dist');
defineBuildGlobals('shell');
const { renderShellPages } = await import('../../../shell/src/server/render-shell-page');
const pages = await renderShellPages();
await mkdir(join(dist, 'ssr'), { recursive: true });
await writeFile(join(dist, 'ssr/shell.json'), JSON.stringify(pages, null, 2) + '\n');
console.log('[prerender] shell: chrome for', Object.keys(pages.langs).join(', '));
