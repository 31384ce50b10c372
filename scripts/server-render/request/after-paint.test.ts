// @vitest-environment node
/**
 * The document a server-rendered page is served as (html-page.ts, after-paint.ts): nothing but the HTML
 * on the way to the first paint. A shell build folder as rsbuild writes it (a deferred entry, its
 * async chunks preloaded as scripts, its styles preloaded) and a fake CDN with one onboarding version.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stitchPage } from './html-page';
import { AFTER_PAINT_LOADER, CHUNKS_PER_TASK } from './after-paint';
import type { Registry } from './boot-hints';
import { securityHeaders } from '../../servers/shell-server';
import { settings } from '../../lib/env';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options?: { runScripts?: 'outside-only'; pretendToBeVisual?: boolean },
  ) => { window: { document: Document; eval(code: string): unknown; Event: typeof Event } };
};

const CDN = 'http://127.0.0.1:4111';
const SHELL = 'http://127.0.0.1:4110';
const V = `${CDN}/mfe-onboarding/1`;
const sri = (s: string) => `sha384-${createHash('sha384').update(s).digest('base64')}`;

const SHELL_FILES: Record<string, string> = {
  'index.html':
    '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>App</title>' +
    '<meta charset="utf-8"><script defer src="/static/js/index.1.js"></script>' +
    '<link href="/static/css/async/a.1.css" rel="preload" as="style"><link href="/static/css/async/b.1.css" rel="preload" as="style">' +
    '<link href="/static/js/async/0.1.js" rel="preload" as="script"><link href="/static/js/async/start-react.1.js" rel="preload" as="script">' +
    '</head><body><div id="root"></div></body></html>',
  'static/css/async/a.1.css': '.shell-app{color:#123}',
  'static/css/async/b.1.css': '.shell-lang{display:flex}',
  'build-info.json': JSON.stringify({ contractMajor: 1 }),
  'mf-manifest.json': JSON.stringify({ shared: [{ name: 'react' }] }),
  'ssr/shell.json': JSON.stringify({
    schema: 1,
    marker: '<!--slot-->',
    langs: Object.fromEntries(
      ['uk', 'en'].map((l) => [
        l,
        { chrome: '<div class="shell-app"><main><!--slot--></main></div>', appName: 'App', description: 'd' },
      ]),
    ),
  }),
};

const CSS = '.ob-card{background:url(../img/x.svg)}';
const PAGE = '<section data-testid="screen-login"><h1>Вхід</h1><button type="button">go</button></section>';
const OWN: Record<string, string> = {
  'static/js/mfe_onboarding.1.js': 'entry',
  'static/js/async/app.1.js': 'app',
  'static/css/async/app.1.css': CSS,
  'ssr/pages.json': JSON.stringify({
    schema: 1,
    pages: { login: { uk: { file: 'ssr/login.uk.html', title: 'Вхід', description: 'x' } } },
  }),
  'ssr/login.uk.html': PAGE,
};
const LIST = JSON.stringify({ files: Object.fromEntries(Object.entries(OWN).map(([f, t]) => [f, sri(t)])) });
const CDN_FILES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(OWN).map(([f, t]) => [`${V}/${f}`, t])),
  [`${V}/integrity.json`]: LIST,
  [`${V}/mf-manifest.json`]: JSON.stringify({
    metaData: { remoteEntry: { name: 'static/js/mfe_onboarding.1.js', path: '' } },
    exposes: [
      {
        path: './app',
        assets: { js: { sync: ['static/js/async/app.1.js'] }, css: { sync: ['static/css/async/app.1.css'] } },
      },
    ],
  }),
  [`${CDN}/registry.json`]: JSON.stringify({
    schema: 1,
    updatedAt: 't',
    remotes: {
      'mfe-onboarding': {
        name: 'mfe_onboarding',
        live: '1',
        history: [
          { version: '1', manifest: 'mfe-onboarding/1/mf-manifest.json', contractMajor: 1, integrity: sri(LIST) },
        ],
      },
    },
  }),
};

/** jsdom has no MessageChannel; Node's behaves as a browser's (a message is a task of its own). */
function withMessageChannel<T extends { window: object }>(dom: T): T {
  Object.assign(dom.window, { MessageChannel });
  return dom;
}

/** What the loader inserts into the head, one entry per task (a MutationObserver reports once per task). */
function insertionsPerTask(window: object, head: HTMLHeadElement): string[][] {
  const insertions: string[][] = [];
  const Observer = (window as { MutationObserver: typeof MutationObserver }).MutationObserver;
  new Observer((records) => {
    insertions.push(
      records.flatMap((r) =>
        [...r.addedNodes].map((n) => (n as Element).getAttribute('src') ?? (n as Element).getAttribute('href') ?? ''),
      ),
    );
  }).observe(head, { childList: true });
  return insertions;
}

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  for (const [f, t] of Object.entries(SHELL_FILES)) {
    mkdirSync(dirname(join(dist, f)), { recursive: true });
    writeFileSync(join(dist, f), t);
  }
  vi.stubGlobal('fetch', async (url: string) =>
    url in CDN_FILES ? new Response(CDN_FILES[url]) : new Response('missing', { status: 404 }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(dist, { recursive: true, force: true });
});

/** The page as served (before compression), read back as a DOM. */
async function serve(path: string): Promise<{ html: string; doc: Document }> {
  const config = { registryUrl: `${CDN}/registry.json`, allowedRemoteOrigins: [CDN] };
  const registry = JSON.parse(CDN_FILES[`${CDN}/registry.json`]!) as Registry;
  const source = { shellDist: dist, config, origin: SHELL, budgetMs: 5_000, registry: async () => undefined };
  const { html } = await stitchPage(new URL(path, SHELL), source, registry, { contractMajor: 1 });
  return { html: html.toString('utf8'), doc: new JSDOM(html.toString('utf8')).window.document };
}

describe('a server-rendered page: nothing but the HTML before the first paint', () => {
  it('is server-rendered (the test is about that case)', async () => {
    const { doc } = await serve('/uk/login');
    expect(doc.querySelector('#root h1')?.textContent).toBe('Вхід');
  });

  it("has no render-blocking or high-priority resource: no stylesheet, script or fetchpriority=high, one preload at low priority (react-dom's chunk)", async () => {
    const { doc } = await serve('/uk/login');
    // a <template>'s content is inert (not in the document): what the loader starts after the paint
    const early = [
      ...doc.querySelectorAll(
        'link[rel~="stylesheet"], script[src], link[rel~="preload"], link[rel~="modulepreload"], [fetchpriority="high"], link[rel~="prefetch"]',
      ),
    ].map((e) => e.outerHTML);
    // the one download the page starts with its HTML (after-paint.ts): not run, not render-blocking, behind
    // anything of a higher priority; the other chunk waits for the paint
    expect(early).toEqual([
      '<link href="/static/js/async/start-react.1.js" rel="preload" as="script" fetchpriority="low">',
    ]);
  });

  it("inlines the shell's and the remote's styles, marked for the bundler's CSS loader, urls made absolute", async () => {
    const { doc } = await serve('/uk/login');
    const styles = [...doc.head.querySelectorAll('style[data-href]')].map((s) => [
      s.getAttribute('data-href'),
      s.textContent,
    ]);
    expect(styles).toEqual([
      ['/static/css/async/a.1.css', '.shell-app{color:#123}'],
      ['/static/css/async/b.1.css', '.shell-lang{display:flex}'],
      [`${V}/static/css/async/app.1.css`, `.ob-card{background:url(${V}/static/css/img/x.svg)}`],
    ]);
  });

  it("keeps the shell's entry first at high priority, then its chunks as async scripts, then the remote's files", async () => {
    const { doc } = await serve('/uk/login');
    const tags = (id: string) =>
      [...doc.querySelector<HTMLTemplateElement>(`template#${id}`)!.content.children].map((e) =>
        `${e.tagName.toLowerCase()} ${e.getAttribute('rel') ?? ''} ${e.getAttribute('src') ?? e.getAttribute('href')} ${e.hasAttribute('async') ? 'async ' : ''}${e.getAttribute('fetchpriority') ?? ''}`
          .replace(/ +/g, ' ')
          .trim(),
      );
    // what the shell's start-up runs: the entry (the MF runtime and import('./bootstrap'): nothing runs
    // before it) ahead of everything, then the chunks the bootstrap waits for, each run (registered with
    // the bundler's runtime) as it arrives
    expect(tags('broker-after-paint')).toEqual([
      'script /static/js/index.1.js high',
      'script /static/js/async/0.1.js async low',
      'script /static/js/async/start-react.1.js async low',
    ]);
    // the route remote's files; its inlined stylesheet prefetched, as the MF runtime asks for it again
    expect(tags('broker-after-shell')).toEqual([
      `link preload ${V}/integrity.json`,
      `link preload ${V}/mf-manifest.json`,
      `link preload ${V}/static/js/mfe_onboarding.1.js`,
      `link preload ${V}/static/js/async/app.1.js`,
      `link prefetch ${V}/static/css/async/app.1.css`,
    ]);
    const later = doc.querySelector<HTMLTemplateElement>('template#broker-after-shell')!.content;
    expect(later.querySelector(`[href="${V}/static/js/async/app.1.js"]`)?.getAttribute('integrity')).toBe(sri('app'));
    // the loader is the document's last script, after the page
    expect(doc.body.lastElementChild?.tagName).toBe('SCRIPT');
  });

  it("a public page: the entry first, then the chunks, each run as it arrives; the remote's files when one chunk is left", async () => {
    const { html } = await serve('/uk/login');
    const { window } = withMessageChannel(new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true }));
    const head = window.document.head;
    const requested = () =>
      [...head.querySelectorAll('script[src], link[href]:not([rel="icon"]):not([rel="alternate"])')].map(
        (e) => `${e.tagName === 'SCRIPT' ? 'script ' : ''}${e.getAttribute('src') ?? e.getAttribute('href')}`,
      );
    const insertions = insertionsPerTask(window, head);
    window.eval(AFTER_PAINT_LOADER); // the page's own copy is inert here: jsdom runs no script by itself
    await new Promise((r) => setTimeout(r, 100)); // the first frame, then the tasks after it
    const chunks = ['/static/js/async/0.1.js', '/static/js/async/start-react.1.js'];
    const remote = [
      `${V}/integrity.json`,
      `${V}/mf-manifest.json`,
      `${V}/static/js/mfe_onboarding.1.js`,
      `${V}/static/js/async/app.1.js`,
      `${V}/static/css/async/app.1.css`,
    ];
    // the entry script goes in at once, not held until the chunks are in: its evaluation overlaps their
    // download (after-paint.ts: ~300 ms of login usable)
    expect(insertions).toEqual([['/static/js/index.1.js'], chunks]);
    // react-dom's chunk was asked for by the HTML (its preload), before the paint
    expect(requested()).toEqual([chunks[1], 'script /static/js/index.1.js', ...chunks.map((c) => `script ${c}`)]);
    const loaded = (src: string, type = 'load') =>
      head.querySelector(`script[src="${src}"]`)!.dispatchEvent(new window.Event(type));
    // one chunk in (a failed one counts as done), one still on the way: the remote's files go now, so the
    // link does not idle for their round trip after the shell's last byte
    loaded(chunks[1]!, 'error');
    await new Promise((r) => setTimeout(r, 10));
    expect(insertions.at(-1)).toEqual(remote);
    loaded(chunks[0]!);
    await new Promise((r) => setTimeout(r, 1_100)); // the 1 s cap finds everything started: nothing twice
    expect(requested()).toHaveLength(2 + chunks.length + remote.length);
    expect(insertions).toHaveLength(3);
  });

  it(`a cabinet frame: the entry first, then the chunks ${CHUNKS_PER_TASK} per task, the remote's files when one chunk is left`, async () => {
    const chunks = Array.from({ length: CHUNKS_PER_TASK + 2 }, (_, i) => `/c${i}.js`);
    const html =
      '<!DOCTYPE html><html><head></head><body><template id="broker-after-paint"><script src="/e.js"></script>' +
      chunks.map((c) => `<script src="${c}" async></script>`).join('') +
      '</template><template id="broker-after-shell"><link rel="preload" as="script" href="/r.js"></template></body></html>';
    const { window } = withMessageChannel(new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true }));
    const insertions = insertionsPerTask(window, window.document.head);
    window.eval(AFTER_PAINT_LOADER);
    await new Promise((r) => setTimeout(r, 100));
    // the entry script in a task of its own (a script inserted with others in one fragment starts its fetch
    // after every element of the fragment), then the chunks
    expect(insertions).toEqual([['/e.js'], chunks.slice(0, CHUNKS_PER_TASK), chunks.slice(CHUNKS_PER_TASK)]);
    const scripts = [...window.document.head.querySelectorAll('script')].slice(1);
    for (const s of scripts.slice(2)) s.dispatchEvent(new window.Event('load'));
    await new Promise((r) => setTimeout(r, 10));
    expect(insertions).toHaveLength(3); // two chunks still on the way: the remote waits
    scripts[0]!.dispatchEvent(new window.Event('error')); // a failed one counts as done
    await new Promise((r) => setTimeout(r, 10));
    expect(insertions.at(-1)).toEqual(['/r.js']);
    scripts[1]!.dispatchEvent(new window.Event('load'));
    await new Promise((r) => setTimeout(r, 10));
    expect(insertions).toHaveLength(4); // once
  });

  it('every inline script is allowed by its hash in the CSP: no unsafe-inline for scripts', async () => {
    const { doc } = await serve('/uk/login');
    const csp = securityHeaders(settings({}))['Content-Security-Policy']!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...doc.querySelectorAll('script:not([src]):not([type="application/json"])')];
    expect(inline.length).toBe(2);
    for (const s of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(s.textContent!).digest('base64')}'`);
  });

  it('a client-rendered page keeps its preloads (its code is what paints it)', async () => {
    const { doc } = await serve('/uk/login?csr=1');
    expect(doc.querySelector('#root')?.innerHTML).toBe('');
    expect(doc.querySelectorAll('script[src]')).toHaveLength(1);
    expect(doc.querySelectorAll('link[rel="preload"][as="script"]').length).toBeGreaterThan(2);
  });
});
