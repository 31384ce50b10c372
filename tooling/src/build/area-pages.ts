import { basename } from 'node:path';
import { runAppInNode } from './prerender';

/** What a remote's module declares about its pages, for build-info.json (both read in one run of it). */
export interface PageDeclarations {
  /**
   * The paths of a remote's area pages (`defineRemoteApp({ pages })`: `''`, `archive/:id`), read from its
   * exposed module evaluated in Node (scripts/server-render/build/read-area-pages.tsx) — the module the
   * bundle is compiled from, so the list is never typed a second time. build-info.json carries it
   * (`areaPages`) and the deploy records it on the version: the shell then shows its not-found page for a
   * path no loadable version has, without downloading the remote (docs/routing.md). Undefined when it
   * cannot be read: the field is left out and the shell loads the remote for every path of its area, as
   * before — a missed saving, never a wrong page, so the build goes on (with a warning).
   */
  areaPages?: string[];
  /**
   * per spec route, the GETs its screen makes first (paths on the api base, `defineRemoteApp({ earlyGets })`):
   * recorded on the version, started by the page's HTML (scripts/server-render/request/early-gets.ts).
   * Absent when not readable: the screen asks for its data itself, as before.
   */
  earlyGets?: Record<string, string[]>;
}

/** The module's declarations (areaPages, earlyGets), each left out when it cannot be read (with a warning). */
export function readPageDeclarations(appDir: string): PageDeclarations {
  const res = runAppInNode('read-area-pages.tsx', [appDir]);
  const last = res.stdout?.trim().split('\n').pop() ?? '';
  try {
    if (res.status === 0) return JSON.parse(last) as PageDeclarations;
  } catch {
    /* not the answer line: reported below */
  }
  const lines = (res.stderr || last).trim().split('\n');
  const why = lines.find((l) => /Error\b/.test(l)) ?? lines[0];
  console.warn(
    `[build-info] ${basename(appDir)}: its area pages could not be read (${why?.trim()}): ` +
      'not recorded, the shell will load it for any path of its area',
  );
  return {};
}
