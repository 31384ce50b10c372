/**
 * Build step of a remote (run by its build, tooling/src/build/area-pages.ts): evaluates the remote's
 * exposed module in Node — the module the bundle is compiled from — and prints the paths of its area
 * pages (`defineRemoteApp({ pages })`, read from the app it returns: `areaPages`) as one JSON line,
 * `{"areaPages":["","archive/:id"]}`, or `{}` when the module declares none readable (an app not made by
 * `defineRemoteApp`). The build writes them into build-info.json; the deploy records them on the version.
 *
 *   node --import ./scripts/server-render/build/register-hooks.mjs --import tsx scripts/server-render/build/read-area-pages.tsx <remote dir>
 */
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineBuildGlobals } from './node-globals';

const appDir = resolve(process.argv[2] ?? '');
defineBuildGlobals(basename(appDir));
const mod = (await import(pathToFileURL(join(appDir, 'src/expose/app.tsx')).href)) as {
  default?: { areaPages?: unknown };
};
const paths = mod.default?.areaPages;
const valid = Array.isArray(paths) && paths.every((p) => typeof p === 'string');
// the last line of stdout is the answer (a module may log while it loads)
process.stdout.write(`\n${JSON.stringify(valid ? { areaPages: paths } : {})}\n`);
