// @vitest-environment node
/**
 * The HTML of a cabinet page (issue 29 item 6, cabinet-frame.ts): the cabinet's frame from the shell's real
 * components (rendered as its build renders them), in the page's language, nothing personal in it (the
 * page is cached for every visitor), shown only with a session, and nothing but the HTML on the way to
 * the first paint. A shell build folder as rsbuild writes it and a fake CDN with one cabinet version.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@broker/shared/i18n';
import { MENU_ENTRIES } from '@broker/shared/routes';
import { renderShellPages } from '../../../shell/src/server/render-shell-page';
import { stitchPage } from './html-page';
import type { Registry } from './boot-hints';
import { FRAME_HIDDEN_STYLE } from './cabinet-frame';
import { SUBMIT_GUARD_SCRIPT } from '../../../shell/src/hydration/submit-guard';
import { EARLY_GETS_SCRIPT } from './early-gets';
import { securityHeaders } from '../../servers/shell-server';
import { settings } from '../../lib/env';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const CDN = 'http://127.0.0.1:4111';
const SHELL = 'http://127.0.0.1:4110';
const API = 'http://127.0.0.1:4112/api/';
const V = `${CDN}/mfe-cabinet-accounts/1`;
const sri = (s: string) => `sha384-${createHash('sha384').update(s).digest('base64')}`;

const INDEX =
  '<!DOCTYPE html><html><head><title>App</title><meta charset="utf-8"><script defer src="/static/js/index.1.js"></script>' +
  '<link href="/static/css/async/a.1.css" rel="preload" as="style">' +
  '<link href="/static/js/async/0.1.js" rel="preload" as="script">' +
  '<link href="/static/js/async/start-react.1.js" rel="preload" as="script"></head><body><div id="root"></div></body></html>';
const OWN: Record<string, string> = {
  'static/js/mfe_cabinet_accounts.1.js': 'entry',
  'static/js/async/app.1.js': 'app',
  'static/css/async/app.1.css': '.pf-columns{display:grid}',
};
const LIST = JSON.stringify({ files: Object.fromEntries(Object.entries(OWN).map(([f, t]) => [f, sri(t)])) });
const CDN_FILES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(OWN).map(([f, t]) => [`${V}/${f}`, t])),
  [`${V}/integrity.json`]: LIST,
  [`${V}/mf-manifest.json`]: JSON.stringify({
    metaData: { remoteEntry: { name: 'static/js/mfe_cabinet_accounts.1.js', path: '' } },
    exposes: [
      {
        path: './app',
        assets: { js: { sync: ['static/js/async/app.1.js'] }, css: { sync: ['static/css/async/app.1.css'] } },
      },
    ],
  }),
};
const REGISTRY: Registry = {
  remotes: {
    'mfe-cabinet-accounts': {
      live: '1',
      history: [
        { version: '1', manifest: 'mfe-cabinet-accounts/1/mf-manifest.json', contractMajor: 1, integrity: sri(LIST) },
      ],
    },
  },
};

let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'static/css/async/a.1.css': '.shell-app{display:flex}',
    'build-info.json': JSON.stringify({ contractMajor: 1 }),
    'mf-manifest.json': JSON.stringify({ shared: [{ name: 'react' }] }),
    // what the shell's build writes: its real chrome and cabinet frames
    'ssr/shell.json': JSON.stringify(await renderShellPages()),
  };
  for (const [f, t] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, f)), { recursive: true });
    writeFileSync(join(dist, f), t);
  }
  vi.stubGlobal('fetch', async (url: string) =>
    url in CDN_FILES ? new Response(CDN_FILES[url]) : new Response('missing', { status: 404 }),
  );
}, 30_000);
afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(dist, { recursive: true, force: true });
});

/** The page as served (before compression), read back as a DOM. */
async function serve(path: string, registry = REGISTRY): Promise<{ html: string; doc: Document; complete: boolean }> {
  const config = { registryUrl: `${CDN}/registry.json`, allowedRemoteOrigins: [CDN], apiBase: API };
  const source = { shellDist: dist, config, origin: SHELL, budgetMs: 5_000, registry: async () => undefined };
  const { html, complete } = await stitchPage(new URL(path, SHELL), source, registry, { contractMajor: 1 });
  return { html: html.toString('utf8'), doc: new JSDOM(html.toString('utf8')).window.document, complete };
}

const frameOf = (doc: Document) => doc.querySelector('#root > [data-server-frame]');
/** Every piece of text in the element (its text nodes), trimmed. */
function texts(el: Element): string[] {
  const walker = el.ownerDocument.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
  const out: string[] = [];
  while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) out.push(walker.currentNode.textContent.trim());
  return out;
}

describe('a cabinet page: the frame in the HTML', () => {
  it.each<['uk' | 'en', string, string]>([
    ['uk', '/uk/profile', 'Профіль і безпека'],
    ['en', '/en/profile', 'Profile and security'],
    ['en', '/en/documents/waiting-for-sign', 'Documents'],
    ['uk', '/uk/messages', 'Повідомлення'],
  ])('%s %s: header, menu in the page language, the heading', async (lang, path, heading) => {
    const { doc } = await serve(path);
    const frame = frameOf(doc)!;
    expect(frame).not.toBeNull();
    expect(frame.querySelector('header .shell-brand')).not.toBeNull();
    const i18n = createI18n({ lng: lang });
    const labels = [...frame.querySelectorAll('nav.shell-menu a')].map((a) => a.textContent);
    expect(labels).toEqual(MENU_ENTRIES.map((e) => i18n.t(e.label)));
    expect(frame.querySelector('main#main h1')?.textContent).toBe(heading);
    expect(frame.querySelector('main [aria-busy="true"]')).not.toBeNull();
    // the language links lead to this page in the other language
    const other = lang === 'uk' ? 'en' : 'uk';
    expect(frame.querySelector(`a[lang="${other}"]`)?.getAttribute('href')).toBe(`/${other}${path.slice(3)}`);
  });

  it("marks the page's menu entry", async () => {
    const { doc } = await serve('/uk/trade-limits');
    const current = [...frameOf(doc)!.querySelectorAll('nav.shell-menu a[aria-current="page"]')];
    expect(current.map((a) => a.getAttribute('href'))).toEqual(['/uk/trade-limits']);
  });

  it('holds nothing personal: only the shell’s own words, no user field; the page is kept for every visitor', async () => {
    const { doc, complete } = await serve('/uk/profile');
    const frame = frameOf(doc)!;
    const i18n = createI18n({ lng: 'uk' });
    const own = new Set([
      ...['app.skip', 'app.name', 'app.loading', 'menu.title', 'lang.uk', 'lang.en'].map((k) => i18n.t(k)),
      ...MENU_ENTRIES.map((e) => i18n.t(e.label)),
    ]);
    expect(texts(frame).length).toBeGreaterThan(8);
    expect(texts(frame).filter((t) => !own.has(t))).toEqual([]);
    expect(frame.querySelector('.shell-user')?.textContent).toBe('');
    expect(frame.querySelector('[data-testid="shell-user"], input, form, dl')).toBeNull();
    expect(complete).toBe(true); // cached per registry state (page-cache.ts): the same bytes for everyone
  });

  it('is shown only when the inline guard found a session; hidden otherwise', async () => {
    const { doc } = await serve('/uk/profile');
    expect(doc.head.querySelector('script')?.textContent).toBe(SUBMIT_GUARD_SCRIPT); // first: before any paint
    expect([...doc.head.querySelectorAll('style:not([data-href])')].map((s) => s.textContent)).toEqual([
      FRAME_HIDDEN_STYLE,
    ]);
    // the public pages' style (hide #root with a session) would hide the frame from the one who needs it
    expect(doc.head.innerHTML).not.toContain('html[data-session] #root');
  });

  it('has nothing render-blocking or high-priority before the first paint; styles inline, scripts after it', async () => {
    const { doc } = await serve('/uk/profile');
    const early = [
      ...doc.querySelectorAll(
        'link[rel~="stylesheet"], script[src], link[rel~="preload"], link[rel~="modulepreload"], [fetchpriority="high"], link[rel~="prefetch"]',
      ),
    ].map((e) => e.outerHTML);
    // react-dom's chunk, the one download started with the HTML, at low priority: behind the early GETs (after-paint.ts)
    expect(early).toEqual([
      '<link href="/static/js/async/start-react.1.js" rel="preload" as="script" fetchpriority="low">',
    ]);
    expect([...doc.head.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href'))).toEqual([
      '/static/css/async/a.1.css',
      `${V}/static/css/async/app.1.css`,
    ]);
    const template = doc.querySelector<HTMLTemplateElement>('template#broker-after-paint')!;
    expect([...template.content.children].map((e) => e.getAttribute('src') ?? e.getAttribute('href'))).toContain(
      '/static/js/index.1.js',
    );
    // its start-up runs as its files arrive: its data is on the way already (after-paint.ts)
    expect(template.hasAttribute('data-hold')).toBe(false);
    // every inline script (guard, early GETs, loader) is allowed by hash
    const scriptSrc = /script-src ([^;]+)/.exec(securityHeaders(settings({}))['Content-Security-Policy']!)![1]!;
    const inline = [...doc.querySelectorAll('script:not([src]):not([type="application/json"])')];
    expect(inline.length).toBe(3);
    for (const s of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(s.textContent!).digest('base64')}'`);
  });

  it("starts the session's GETs and the live version's declared ones right after the guard, allowed by hash", async () => {
    const entry = REGISTRY.remotes['mfe-cabinet-accounts']!;
    const declared: Registry = {
      remotes: {
        'mfe-cabinet-accounts': {
          ...entry,
          history: [{ ...entry.history[0]!, earlyGets: { profile: ['cabinet/person_data/'] } }],
        },
      },
    };
    const { doc } = await serve('/uk/profile', declared);
    const head = [...doc.head.querySelectorAll('script')].slice(0, 3).map((e) => [e.tagName, e.id, e.textContent]);
    const session = [`${API}profile/settings/`, `${API}auth/userinfo/`];
    expect(head).toEqual([
      ['SCRIPT', '', SUBMIT_GUARD_SCRIPT],
      ['SCRIPT', 'broker-early', JSON.stringify([...session, `${API}cabinet/person_data/`])],
      ['SCRIPT', '', EARLY_GETS_SCRIPT],
    ]);
    const scriptSrc = /script-src ([^;]+)/.exec(securityHeaders(settings({}))['Content-Security-Policy']!)![1]!;
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(EARLY_GETS_SCRIPT).digest('base64')}'`);
    // the session's own on every cabinet page; the remote's only where it declares them
    for (const path of ['/uk/accounts', '/uk/messages', '/uk/profile'])
      expect(
        (await serve(path, path === '/uk/profile' ? REGISTRY : declared)).doc.getElementById('broker-early')
          ?.textContent,
        path,
      ).toBe(JSON.stringify(session));
    // a public page starts nothing
    expect((await serve('/uk/')).doc.getElementById('broker-early')).toBeNull();
  });

  it('a page of a cabinet area gets the frame without a heading; other pages get none', async () => {
    const area = frameOf((await serve('/en/accounts/anything')).doc);
    expect(area).not.toBeNull();
    expect(area!.querySelector('h1')).toBeNull();
    expect(area!.querySelector('a[lang="uk"]')?.getAttribute('href')).toBe('/uk/accounts/anything');
    for (const path of ['/uk/', '/uk/register/form', '/uk/nowhere', '/xx/profile'])
      expect(frameOf((await serve(path)).doc), path).toBeNull();
  });
});
