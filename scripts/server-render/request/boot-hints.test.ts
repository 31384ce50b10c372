import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootData, bootHead, exposeFiles, inlineJson, type Manifest } from './boot-hints';
import { isPagePath } from './html-page';

describe('boot data inlined into index.html', () => {
  it('cannot close its <script> element, and reads back as the same value', () => {
    const value = { text: '</script><script>alert(1)</script>', n: 1 };
    const inline = inlineJson(value);
    expect(inline).not.toContain('</script');
    expect(JSON.parse(inline)).toEqual(value);
  });

  it.each([
    ['/uk/login', true],
    ['/', true],
    ['/en/documents/all', true],
    ['/index.html', true],
    ['/static/js/index.abc.js', false],
    ['/favicon.svg', false],
    ['/config.json', false],
  ])('%s is a page of the SPA: %s', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});

// ---- preloads: a fake CDN with two remotes ----

const CDN = 'https://cdn.test';
const assets = (js: string[], css: string[] = []) => ({ js: { sync: js }, css: { sync: css } });
const manifestOf = (entry: string, appJs: string[], shared: Manifest['shared'], exposeShared?: string[]): Manifest => ({
  metaData: { remoteEntry: { name: entry, path: '' } },
  exposes: [{ path: './app', assets: assets(appJs, ['static/css/app.css']) }],
  shared,
  ...(exposeShared ? { brokerExposeShared: { './app': exposeShared } } : {}),
});

const onboarding = manifestOf(
  'static/js/onb.js',
  ['static/js/p.js', 'static/js/expose.js'],
  [
    { name: 'react', assets: assets(['static/js/react.js']) },
    { name: '@broker/shared/validation', assets: assets(['static/js/validation.js'], ['static/css/validation.css']) },
    { name: '@broker/shared/remote-app', assets: assets(['static/js/remote-app.js']) },
    { name: '@broker/shared/form', assets: assets(['static/js/form.js']) },
    { name: 'date-fns', assets: assets(['static/js/date-fns.js']) },
  ],
  ['@broker/shared/remote-app', '@broker/shared/validation', 'react'],
);
// built before the table existed: only its own expose files
const accounts = manifestOf(
  'static/js/acc.js',
  ['static/js/a.js'],
  [{ name: '@broker/shared/files', assets: assets(['static/js/files.js']) }],
);

const FILES: Record<string, unknown> = {
  [`${CDN}/registry.json`]: {
    remotes: {
      'mfe-onboarding': {
        live: '2',
        history: [{ version: '2', manifest: 'onb/2/mf-manifest.json', contractMajor: 1, integrity: 'sha384-list' }],
      },
      'mfe-cabinet-accounts': {
        live: '7',
        history: [{ version: '7', manifest: 'acc/7/mf-manifest.json', contractMajor: 1 }],
      },
      // another contract major: the shell would refuse it, so nothing is preloaded for it
      'mfe-cabinet-messages': {
        live: '3',
        history: [{ version: '3', manifest: 'msg/3/mf-manifest.json', contractMajor: 2 }],
      },
      // a remote the shell was built without: its area comes from the registry
      'mfe-funds': {
        live: '1',
        area: { prefix: 'funds', cabinet: true },
        // its pages recorded: a path none of them matches is the shell's not-found page, nothing announced
        history: [{ version: '1', manifest: 'acc/7/mf-manifest.json', contractMajor: 1, areaPages: ['bonds/:id?'] }],
      },
    },
  },
  [`${CDN}/onb/2/mf-manifest.json`]: onboarding,
  [`${CDN}/onb/2/integrity.json`]: {
    files: { 'static/js/onb.js': 'sha384-entry', 'static/js/validation.js': 'sha384-val' },
  },
  [`${CDN}/acc/7/mf-manifest.json`]: accounts,
};

const shell = {
  config: { registryUrl: `${CDN}/registry.json`, allowedRemoteOrigins: [CDN] },
  contractMajor: 1,
  provided: new Set(['react', 'react-dom', '@broker/shared/ui']),
};

/** `<link>` tags of a head → `as href [integrity]` (a prefetch: `prefetch href`). */
const preloads = (head: string) =>
  [
    ...head.matchAll(/<link rel="(preload|prefetch)" href="([^"]+)"(?: as="(\w+)")?[^>]*?(?: integrity="([^"]+)")?>/g),
  ].map(([, rel, href, as, sri]) =>
    [rel === 'prefetch' ? rel : as, href!.replace(CDN, ''), sri].filter(Boolean).join(' '),
  );

describe('preloads of the remote owning the route', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url in FILES ? new Response(JSON.stringify(FILES[url])) : new Response('missing', { status: 404 }),
      ),
    );
  });
  afterAll(() => vi.unstubAllGlobals());

  it.each([
    [
      '/uk/login',
      [
        'fetch /onb/2/integrity.json',
        'fetch /onb/2/mf-manifest.json',
        'script /onb/2/static/js/onb.js sha384-entry',
        'style /onb/2/static/css/app.css',
        'script /onb/2/static/js/p.js',
        'script /onb/2/static/js/expose.js',
        // what the expose consumes and the shell does not provide (react is the shell's)
        'prefetch /onb/2/static/js/remote-app.js',
        'prefetch /onb/2/static/css/validation.css',
        'prefetch /onb/2/static/js/validation.js',
      ],
    ],
    [
      '/en/profile',
      [
        'fetch /acc/7/mf-manifest.json',
        'script /acc/7/static/js/acc.js',
        'style /acc/7/static/css/app.css',
        'script /acc/7/static/js/a.js',
      ],
    ],
    // an area page: the area's owner (the built-in table, or the registry for a remote added later)
    [
      '/en/accounts/statements',
      [
        'fetch /acc/7/mf-manifest.json',
        'script /acc/7/static/js/acc.js',
        'style /acc/7/static/css/app.css',
        'script /acc/7/static/js/a.js',
      ],
    ],
    [
      '/uk/funds/bonds',
      [
        'fetch /acc/7/mf-manifest.json',
        'script /acc/7/static/js/acc.js',
        'style /acc/7/static/css/app.css',
        'script /acc/7/static/js/a.js',
      ],
    ],
    ['/uk/funds', []],
    ['/uk/funds/nonsense', []],
    ['/uk/messages', []],
    ['/uk/', []], // the cabinet's index is the shell's own route
    ['/uk/no-such-page', []],
  ])('%s', async (path, expected) => {
    expect(preloads(await bootHead(path, shell))).toEqual(expected);
  });

  it('a CDN that cannot be read leaves the page without preloads (the shell fetches as before)', async () => {
    const head = await bootHead('/uk/login', {
      ...shell,
      config: { ...shell.config, registryUrl: `${CDN}/gone.json` },
    });
    expect(preloads(head)).toEqual([]);
    expect(head).toContain('id="broker-boot"');
  });
});

describe('files an exposed module needs before it runs', () => {
  it('leaves out what the shell provides, and what the expose does not consume (form, date-fns)', () => {
    expect(exposeFiles(onboarding, new Set(['react', '@broker/shared/remote-app']))).toEqual({
      css: ['static/css/app.css'],
      js: ['static/js/p.js', 'static/js/expose.js'],
      shared: ['static/css/validation.css', 'static/js/validation.js'],
    });
  });
});

describe('the boot data does not grow with the registry', () => {
  const entry = (key: string, versions: number) => ({
    name: key.replace(/-/g, '_'),
    live: `1.0.${versions - 1}`,
    // newest first, as the registry keeps it: every deploy adds one, rollbacks withdraw some
    history: Array.from({ length: versions }, (_, i) => ({
      version: `1.0.${versions - 1 - i}`,
      manifest: `${key}/1.0.${versions - 1 - i}/mf-manifest.json`,
      contractMajor: 1,
      publishedAt: '2026-11-25T00:00:00.000Z',
      integrity: `sha384-${'x'.repeat(64)}`,
      areaPages: ['', 'archive', 'archive/:id'],
      ...(i % 7 === 3 ? { withdrawnAt: '2026-11-25T01:00:00.000Z' } : {}),
    })),
  });
  const KEYS = [
    'mfe-onboarding',
    'mfe-cabinet-accounts',
    'mfe-cabinet-documents',
    'mfe-cabinet-messages',
    'mfe-signing',
  ];
  const registryOf = (versions: number) => ({
    schema: 1,
    updatedAt: '2026-11-25T00:00:00.000Z',
    remotes: Object.fromEntries(KEYS.map((k) => [k, entry(k, versions)])),
  });
  const head = (versions: number) =>
    bootHead('/uk/no-such-page', { ...shell, contractMajor: NaN }, { registry: registryOf(versions) });

  it('500 versions per remote give the same page as 2 (±1 KB): the history stays out', async () => {
    const [small, large] = [await head(2), await head(500)];
    expect(Math.abs(large.length - small.length)).toBeLessThan(1024);
    // what the shell may load is there: per remote the live version and last-known-good
    const boot = JSON.parse(/id="broker-boot">(.*?)<\/script>/.exec(large)![1]!) as {
      registry: { remotes: Record<string, { history: Array<{ version: string }> }> };
    };
    expect(boot.registry.remotes['mfe-signing']!.history.map((v) => v.version)).toEqual(['1.0.499', '1.0.498']);
    // with their page lists (the shell's not-found without a download), and only theirs
    expect(large.match(/"areaPages"/g)).toHaveLength(2 * KEYS.length);
  });
});

describe("the boot data's needs are checked against the shell that serves the page", () => {
  const config = { registryUrl: `${CDN}/registry.json`, allowedRemoteOrigins: [CDN] };
  const version = (v: string, needs?: Record<string, string[]>) => ({
    version: v,
    url: `${CDN}/mfe-onboarding/${v}/mf-manifest.json`,
    publishedAt: '2026-01-01T00:00:00Z',
    ...(needs ? { needs } : {}),
  });
  const registryWith = (...history: ReturnType<typeof version>[]) =>
    ({ remotes: { 'mfe-onboarding': { live: history[0]!.version, history } } }) as never;
  const shellExports = { shared: { ui: ['Button', 'Modal'] }, lean: { 'react-router-dom': ['Link'] } };
  const boot = (html: string) =>
    JSON.parse(/<script[^>]*id="broker-boot">(.*?)<\/script>/s.exec(html)![1]!) as {
      registry: { remotes: Record<string, { history: Array<{ version: string; needs?: unknown }> }> };
    };
  const needsOf = (html: string) =>
    boot(html).registry.remotes['mfe-onboarding']!.history.map((v) => [v.version, v.needs ?? null]);

  it.each([
    // a version the shell satisfies carries no needs: the browser has nothing to check (no contract fetch)
    ['all provided', { '@broker/shared/ui': ['Button'], 'react-router-dom': ['Link'] }, null],
    // one it does not keeps them, so the loader skips it before fetching it
    ['one missing', { '@broker/shared/ui': ['Button', 'Tabs'] }, { '@broker/shared/ui': ['Button', 'Tabs'] }],
  ])('%s', (_name, needs, expected) => {
    const html = bootData({ config, exports: shellExports }, registryWith(version('2', needs), version('1')));
    expect(needsOf(html)).toEqual([
      ['2', expected],
      ['1', null],
    ]);
  });

  it('an unknown shell contract leaves every needs list for the browser to check', () => {
    const needs = { '@broker/shared/ui': ['Button'] };
    const html = bootData({ config, exports: null }, registryWith(version('2', needs)));
    expect(needsOf(html)).toEqual([['2', needs]]);
  });
});
