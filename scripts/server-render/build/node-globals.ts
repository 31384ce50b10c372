/**
 * The build-time constants the bundler defines (tooling/src/build/define-config.ts), for app code run in
 * Node by the prerender scripts. Same sources as the build that runs them: the environment and the
 * `shared` package's major.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../lib/env';

export function defineBuildGlobals(appName: string): void {
  const shared = JSON.parse(readFileSync(join(ROOT, 'shared/package.json'), 'utf8')) as { version: string };
  Object.assign(globalThis, {
    __APP_NAME__: appName,
    __SHARED_MAJOR__: Number(process.env.CONTRACT_MAJOR ?? shared.version.split('.')[0]),
    __BUILD_LABEL__: process.env.BUILD_LABEL ?? '',
    __TEST_HOOKS__: process.env.TEST_HOOKS === '1',
    __MF_BUNDLER_RUNTIME_VERSION__: '',
  });
}

/** `&lt;` → `<` etc.: the text of an element in React's markup. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
