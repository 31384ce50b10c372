// @vitest-environment node
/**
 * The server render of every public page × language, from the real sources (the same functions the
 * builds run: render-shell-page, render-remote-page) through the server's stitching (server-render.ts,
 * html-page.ts) to the document a browser gets, read back with jsdom: heading, fields, lang, title,
 * description, alternates. Then every way the remote's server part can fail: the page is served
 * client-rendered and the failure names remote and version.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@broker/shared/i18n';
import { LANGS } from '@broker/shared/routes';
import type { RemoteAppModule } from '@broker/shared/contracts';
import { renderRemotePage } from '../../shell/src/server/render-remote-page';
import { renderShellPages, type ShellPages } from '../../shell/src/server/render-shell-page';
import { pageHead } from './request/html-page';
import { serverRender, type ServerRenderInput } from './request/server-render';
import { pagesOf, PAGES_INDEX, type PagesIndex } from './public-pages';

// jsdom ships no types: only its constructor is used, to read the served document back
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const CDN = 'https://cdn.test';
const sri = (s: string) => `sha384-${createHash('sha384').update(s).digest('base64')}`;
const TEMPLATE = '<!DOCTYPE html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** A published version of mfe-onboarding on the fake CDN: its pages, index and integrity list. */
const files: Record<string, string> = {};
let shellPages: ShellPages;
let delayMs = 0;

function publish(version: string, pages: Record<string, string>, index: PagesIndex) {
  const own = { ...pages, [PAGES_INDEX]: JSON.stringify(index) };
  const list = JSON.stringify({ files: Object.fromEntries(Object.entries(own).map(([f, t]) => [f, sri(t)])) });
  for (const [f, t] of Object.entries(own)) files[`${CDN}/onb/${version}/${f}`] = t;
  files[`${CDN}/onb/${version}/integrity.json`] = list;
  return sri(list);
}

const registry = (version: string, integrity?: string): ServerRenderInput['registry'] => ({
  remotes: {
    'mfe-onboarding': {
      live: version,
      history: [{ version, manifest: `onb/${version}/mf-manifest.json`, contractMajor: 1, integrity }],
    },
  },
});

let good: { pages: Record<string, string>; index: PagesIndex; integrity: string };

beforeAll(async () => {
  const mod = (await import('../../mfe-onboarding/src/expose/app')) as unknown as RemoteAppModule;
  const i18n = createI18n({ lng: 'uk' });
  const pages: Record<string, string> = {};
  const index: PagesIndex = { schema: 1, pages: {} };
  for (const p of pagesOf('mfe-onboarding')) {
    await i18n.changeLanguage(p.lang);
    const file = `ssr/${p.key}.${p.lang}.html`;
    pages[file] = await renderRemotePage({
      App: mod.default,
      route: p.route,
      lang: p.lang,
      query: p.query,
      label: '',
      i18n,
    });
    (index.pages[p.key] ??= {})[p.lang] = { file, title: `title ${p.key}`, description: `about ${p.key} ${p.lang}` };
  }
  shellPages = await renderShellPages();
  good = { pages, index, integrity: publish('1', pages, index) };
  vi.stubGlobal('fetch', async (url: string) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    return url in files ? new Response(files[url]) : new Response('missing', { status: 404 });
  });
}, 60_000);
afterAll(() => vi.unstubAllGlobals());

const input = (path: string, over: Partial<ServerRenderInput> = {}): ServerRenderInput => {
  const url = new URL(path, 'http://shell.test');
  return {
    pathname: url.pathname,
    search: url.search,
    registry: registry('1', good.integrity),
    registryUrl: `${CDN}/registry.json`,
    allowedRemoteOrigins: [CDN],
    contractMajor: 1,
    shellPages,
    ...over,
  };
};

/** What the browser gets for `path`, as a DOM. */
async function documentFor(path: string) {
  const result = await serverRender(input(path));
  const page = 'page' in result ? result.page : null;
  const html = pageHead(TEMPLATE, new URL(path, 'http://shell.test'), page, shellPages).replace(
    '<div id="root"></div>',
    `<div id="root">${page?.html ?? ''}</div>`,
  );
  return { result, doc: new JSDOM(html).window.document };
}

const cases = LANGS.flatMap((lang) => [
  {
    path: `/${lang}/login`,
    h1: { uk: 'Вхід', en: 'Log in' }[lang],
    fields: ['email', 'password'],
    testid: 'login-submit',
  },
  {
    path: `/${lang}/login?resetPassword=1`,
    h1: { uk: 'Вхід', en: 'Log in' }[lang],
    fields: ['email', 'password', 'email'],
    testid: 'login-submit',
  },
  {
    path: `/${lang}/register`,
    h1: { uk: 'Реєстрація', en: 'Registration' }[lang],
    fields: [],
    testid: 'choose-resident',
  },
  {
    path: `/${lang}/password-change?uid=a&token=b`,
    h1: { uk: 'Новий пароль', en: 'New password' }[lang],
    fields: [],
    // the link check's pending state is in the HTML, open (its answer later changes it in place: LCP stays the first paint)
    testid: 'reset-link-checking',
  },
]);

describe('server render of the public pages', () => {
  it.each(cases)(
    '$path: heading, fields, lang, title, description, alternates',
    async ({ path, h1, fields, testid }) => {
      const { result, doc } = await documentFor(path);
      expect(result).toHaveProperty('page.ssr', expect.objectContaining({ remote: 'mfe-onboarding', version: '1' }));
      const lang = path.split('/')[1]!;
      expect(doc.documentElement.lang).toBe(lang);
      expect(doc.querySelector('#root h1')?.textContent).toBe(h1);
      // the shell's chrome around it, in the page's language
      expect(doc.querySelector('#root header nav button[aria-pressed="true"]')?.getAttribute('lang')).toBe(lang);
      expect([...doc.querySelectorAll('#root main input')].map((i) => i.getAttribute('name'))).toEqual(fields);
      for (const input of doc.querySelectorAll('#root main input'))
        expect(doc.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
      expect(doc.querySelector(`#root [data-testid="${testid}"]`)).not.toBeNull();
      expect(doc.title).toMatch(/^title .+ — (Облігації онлайн|Bonds online)$/);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        new RegExp(`^about .+ ${lang}$`),
      );
      const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      );
      const rest = path.slice(3);
      expect(alternates).toEqual([
        `uk http://shell.test/uk${rest}`,
        `en http://shell.test/en${rest}`,
        `x-default http://shell.test/uk${rest}`,
      ]);
    },
  );

  it.each([
    ['/uk/login?email=a@b.c&resetPassword=1', 'a query the prerender does not know'],
    ['/uk/register?phone=380501112233', 'a register link with contacts'],
    ['/uk/password-change', 'a reset page without uid/token'],
    ['/uk/profile', 'a signed-in page'],
    ['/uk/test-page', 'the test page (the redirect rule sends a visitor without session to login)'],
    ['/de/login', 'a language the client redirects'],
  ])('%s is client-rendered: %s', async (path) => {
    const { result, doc } = await documentFor(path);
    expect(result).toHaveProperty('skipped');
    expect(doc.querySelector('#root')?.innerHTML).toBe('');
  });

  it('renders the version the registry says is live, not the newest one in its history (a staged or canary build)', async () => {
    const staged = Object.fromEntries(Object.keys(good.pages).map((f) => [f, '<h1>staged build</h1>']));
    const stagedIntegrity = publish('9', staged, good.index);
    const reg = registry('1', good.integrity)!;
    const entry = reg.remotes['mfe-onboarding']!;
    // newest first: the staged version is history[0], live is '1'
    entry.history.unshift({
      version: '9',
      manifest: 'onb/9/mf-manifest.json',
      contractMajor: 1,
      integrity: stagedIntegrity,
    });
    const result = await serverRender(input('/uk/login', { registry: reg }));
    expect(result).toHaveProperty('page.ssr.version', '1');
    expect('page' in result && result.page.html).toContain('Вхід');
    expect('page' in result && result.page.html).not.toContain('staged build');
  });

  it('a client-rendered page still gets lang, the shell title and description and its alternates', async () => {
    const { doc } = await documentFor('/en/profile');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Bonds online');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Government bonds broker online/,
    );
    expect(doc.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
  });
});

describe("the remote's server part fails → client render, failure names remote and version", () => {
  const failure = (version: string, message: RegExp) => ({
    failure: { kind: 'server-render', remote: 'mfe-onboarding', version, message: expect.stringMatching(message) },
  });

  it('missing: a version published without server pages', async () => {
    const list = JSON.stringify({ files: {} });
    files[`${CDN}/onb/2/integrity.json`] = list;
    expect(await serverRender(input('/uk/login', { registry: registry('2', sri(list)) }))).toEqual(
      failure('2', /HTTP 404|not in the version's integrity list/),
    );
  });

  it('throwing: an index that is not JSON', async () => {
    const integrity = publish('3', good.pages, good.index);
    files[`${CDN}/onb/3/${PAGES_INDEX}`] = '{ not json';
    // the file's hash is checked first: make the list agree with the broken file, as a bad build would
    const list = JSON.stringify({
      files: { ...JSON.parse(files[`${CDN}/onb/3/integrity.json`]!).files, [PAGES_INDEX]: sri('{ not json') },
    });
    files[`${CDN}/onb/3/integrity.json`] = list;
    expect(integrity).toBeTruthy();
    expect(await serverRender(input('/uk/login', { registry: registry('3', sri(list)) }))).toEqual(
      failure('3', /JSON/),
    );
  });

  it('tampered: a page that does not match its integrity hash', async () => {
    const integrity = publish('4', good.pages, good.index);
    files[`${CDN}/onb/4/ssr/login.uk.html`] = '<h1>pay here</h1><script>steal()</script>';
    expect(await serverRender(input('/uk/login', { registry: registry('4', integrity) }))).toEqual(
      failure('4', /does not match its integrity hash/),
    );
  });

  it('tampered: an integrity list that does not match the registry', async () => {
    publish('5', good.pages, good.index);
    expect(await serverRender(input('/uk/login', { registry: registry('5', 'sha384-other') }))).toEqual(
      failure('5', /integrity.json does not match/),
    );
  });

  it('slow: the CDN answers after the budget', async () => {
    const integrity = publish('6', good.pages, good.index);
    delayMs = 200; // the list, the index and the page are fetched together: each answers after 200 ms
    try {
      expect(await serverRender(input('/uk/login', { registry: registry('6', integrity) }))).toEqual(
        failure('6', /slower than 150 ms/),
      );
    } finally {
      delayMs = 0;
    }
  });

  it('a foreign origin is never read', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const foreign = {
      remotes: {
        'mfe-onboarding': {
          live: '1',
          history: [{ version: '1', manifest: 'https://evil.test/onb/1/mf-manifest.json', contractMajor: 1 }],
        },
      },
    };
    expect(await serverRender(input('/uk/login', { registry: foreign }))).toEqual(
      failure('1', /origin https:\/\/evil.test is not allowed/),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
