/**
 * The shell's start-up in a few files instead of one per shared library (docs/performance.md, "What the
 * page did around its start-up"). Every async JavaScript chunk of the shell but `later-libs` (LATER_GROUP)
 * is preloaded and run on every page (the bootstrap's chunk group consumes each module the shell shares),
 * so grouping them changes no code a page loads, only how many files carry it: 26 files were 26 requests,
 * 26 script tasks and 26 arrivals on the main thread while the start-up ran, and on a phone's one link 26
 * files over six connections are several round trips. Five groups, not one, so no single script's compile
 * and run is a long task: the libraries were one file of 287 KB (the longest script task after the entry's, 15–29 ms
 * in Lighthouse's traces, counted 4×); the form libraries (zod, react-hook-form: 134 KB) are a file of
 * their own now, so each half compiles and runs in a task of its own.
 *
 * Only JavaScript modules are grouped (`type`). A module that *consumes* a shared library (MF's
 * `consume-shared-module`, code the runtime generates) must stay out: a chunk that holds both a
 * library's provider and a consumer of it waits for itself when it loads (MF resolves the chunk's
 * consumers before the chunk counts as loaded, and the provider's factory waits for that chunk).
 */
import type { Rspack } from '@rsbuild/core';

type CacheGroup = Rspack.OptimizationSplitChunksCacheGroup;

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/])?(?:${names})[@\\\\/]`);

/** name → the modules it takes (by path), highest priority first; the last takes what is left. */
export const START_GROUPS: ReadonlyArray<{ name: string; test?: RegExp }> = [
  { name: 'start-react', test: nodeModule('react-dom|react|scheduler') },
  {
    name: 'start-router',
    test: nodeModule('react-router-dom|react-router|@remix-run\\+router|@remix-run[\\\\/]router'),
  },
  // the login form's and every form's validation: zod and react-hook-form, about half the libraries' bytes
  { name: 'start-forms', test: nodeModule('zod|react-hook-form|@hookform\\+resolvers|@hookform[\\\\/]resolvers') },
  { name: 'start-libs', test: /[\\/]node_modules[\\/]/ },
  { name: 'start' },
];

/**
 * A library the shell needs only after its start-up: the toast library (its Toaster mounts once the page
 * has rendered, its data is in and it is idle, or at the first toast: shared/ui/toast.tsx). Its chunk is
 * the one async chunk the shell's HTML does not preload (define-config.ts), so it is not in the server's
 * after-paint template either: ~11 KB brotli off the login page's path (docs/performance.md). web-vitals
 * stays in `start-libs`: it is imported right after the first render, and a file of its own would be one
 * more request while the route remote's files are on their way.
 */
export const LATER_GROUP: { name: string; test: RegExp } = { name: 'later-libs', test: nodeModule('sonner') };

/** A group's JavaScript file as the build names it (`<name>.<hash>.js`), by the end of its path or URL. */
const chunkFileOf = (name: string) => new RegExp(`[\\/]${name}\\.[0-9a-f]+\\.js$`);

/** The file names of that chunk (what the HTML's preloads leave out). */
export const LATER_CHUNK_FILE = chunkFileOf(LATER_GROUP.name);

/**
 * The file of the first group, react-dom's: the one shell file a server-rendered page starts with its HTML,
 * at low priority, instead of after its first frame (scripts/server-render/request/after-paint.ts). The
 * start-up evaluates it first (evaluate-in-slices.ts) and it is the largest, so it would arrive last of
 * all on a shared link and hold up everything else.
 */
export const WITH_HTML_CHUNK_FILE = chunkFileOf(START_GROUPS[0]!.name);

export const JAVASCRIPT_MODULE = /^javascript\//;

/** The split-chunks groups (async chunks only: the entry stays as it is). */
export function startChunkGroups(): Record<string, CacheGroup> {
  return Object.fromEntries(
    [LATER_GROUP, ...START_GROUPS].map((g, i) => [
      g.name,
      {
        chunks: 'async',
        name: g.name,
        ...(g.test ? { test: g.test } : {}),
        type: JAVASCRIPT_MODULE,
        minSize: 0,
        enforce: true,
        priority: -4 - i,
      } satisfies CacheGroup,
    ]),
  );
}

/** Which group a module goes to (what the bundler decides from the groups above; for the tests). */
export function startGroupOf(resource: string, moduleType: string): string | null {
  if (!JAVASCRIPT_MODULE.test(moduleType)) return null;
  return [LATER_GROUP, ...START_GROUPS].find((g) => !g.test || g.test.test(resource))!.name;
}
