/**
 * Build step of a remote (run by its build, tooling/src/build/area-pages.ts): evaluates the remote's
 * exposed module in Node — the module the bundle is compiled from — and prints the paths of its area
 * pages (`defineRemoteApp({ pages })`, read from the app it returns: `areaPages`) and the GETs its screens
 * make first (`earlyGets`: route → paths on the api base) as one JSON line,
 * `{"areaPages":["","archive/:id"],"earlyGets":{"profile":["cabinet/person_data/"]}}`; a field the module
 * does not declare readably is left out (`{}` for an app not made by `defineRemoteApp`). The build writes
 * them into build-info.json; the deploy records them on the version.
 *
 *   node --import ./scripts/server-render/build/register-hooks.mjs --import tsx scripts/server-render/build/read-area-pages.tsx <remote dir>
 */
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineBuildGlobals } from './node-globals';
import { isEarlyGetPath } from '../early-get-path';

const appDir = resolve(process.argv[2] ?? '');
defineBuildGlobals(basename(appDir));
const mod = (await import(pathToFileURL(join(appDir, 'src/expose/app.tsx')).href)) as {
  default?: { areaPages?: unknown; earlyGets?: unknown };
};
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((p) => typeof p === 'string');
const paths = mod.default?.areaPages;
const early = mod.default?.earlyGets;
const validEarly =
  typeof early === 'object' &&
  early !== null &&
  Object.values(early).every((list) => strings(list) && list.every(isEarlyGetPath));
const answer = {
  ...(strings(paths) ? { areaPages: paths } : {}),
  ...(validEarly ? { earlyGets: early } : {}),
};
// the last line of stdout is the answer (a module may log while it loads)
process.stdout.write(`\n${JSON.stringify(answer)}\n`);
