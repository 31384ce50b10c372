import { describe, expect, it } from 'vitest';
import {
  exposeFiles,
  exposeLaterFiles,
  mayPrefetch,
  rankMenuEntries,
  type MenuEntry,
  type PrefetchManifest,
} from './prefetch-plan';

describe('prefetch: when the connection allows it', () => {
  it.each([
    ['no Network Information API', undefined, true],
    ['4g', { effectiveType: '4g', saveData: false }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['Save-Data', { effectiveType: '4g', saveData: true }, false],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
  ])('%s → %s', (_label, connection, allowed) => {
    expect(mayPrefetch(connection)).toBe(allowed);
  });
});

// the cabinet menu: profile, accounts (accounts remote), documents, trade limits (documents), messages
const menu = (unread: Partial<Record<number, boolean>> = {}): MenuEntry[] =>
  ['accounts', 'accounts', 'documents', 'documents', 'messages'].map((owner, i) => ({
    owner,
    unread: unread[i] === true,
  }));

const rankMenuRemotes = (...args: Parameters<typeof rankMenuEntries<MenuEntry>>) =>
  rankMenuEntries(...args).map((e) => e.owner);

describe('prefetch: the likeliest next areas first', () => {
  it('below the current page in menu order, then above it; the current remote left out, each remote once', () => {
    expect(rankMenuRemotes(menu(), 0, 'accounts')).toEqual(['documents', 'messages']);
    expect(rankMenuRemotes(menu(), 2, 'documents')).toEqual(['messages', 'accounts']);
    expect(rankMenuRemotes(menu(), 4, 'messages')).toEqual(['accounts', 'documents']);
  });
  it('an area with an unread marker comes first', () => {
    expect(rankMenuRemotes(menu({ 4: true }), 0, 'accounts')).toEqual(['messages', 'documents']);
  });
  it('a page not in the menu (an area page): the menu from the top; shell pages fetch nothing', () => {
    expect(rankMenuRemotes([...menu(), { owner: 'shell', unread: true }], -1, 'documents')).toEqual([
      'accounts',
      'messages',
    ]);
  });
});

// the page each area is rehearsed with (shell/src/app/rehearse-page.tsx): the entry that ranked its remote
describe('prefetch: the page of each next area', () => {
  const pages = ['profile', 'accounts', 'documents-all', 'trade-limits', 'messages'];
  const named = (unread: Partial<Record<number, boolean>> = {}) =>
    menu(unread).map((e, i) => ({ ...e, page: pages[i] }));
  it.each([
    ['from profile', named(), 0, 'accounts', ['documents-all', 'messages']],
    ['from trade limits: messages below it, then the top', named(), 3, 'documents', ['messages', 'profile']],
    [
      'from messages, documents unread: its first unread entry',
      named({ 3: true }),
      4,
      'messages',
      ['trade-limits', 'profile'],
    ],
    ['an area page outside the menu', named(), -1, 'messages', ['profile', 'documents-all']],
  ])('%s → %j', (_label, entries, current, owner, expected) => {
    expect(rankMenuEntries(entries, current, owner).map((e) => e.page)).toEqual(expected);
  });
});

const assets = (js: string[], css: string[] = []) => ({ js: { sync: js }, css: { sync: css } });
const manifest: PrefetchManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: {
        js: {
          sync: ['static/js/app.js', 'static/js/vendor.js'],
          async: ['static/js/async/modal.js', 'static/js/app.js'],
        },
        css: { sync: ['static/css/app.css'], async: ['static/css/async/modal.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: assets(['static/js/react.js']) },
    { name: 'date-fns', assets: assets(['static/js/date-fns.js']) },
    { name: 'dompurify', assets: assets(['static/js/vendor.js']) },
  ],
  brokerExposeShared: { './app': ['react', 'date-fns', 'dompurify'] },
};

describe("prefetch: the files of a version's screen", () => {
  it("its own chunks (CSS first), then the remote's copies of shared modules nobody provides yet, each once", () => {
    expect(exposeFiles(manifest, (key) => key === 'react')).toEqual([
      'static/css/app.css',
      'static/js/app.js',
      'static/js/vendor.js',
      'static/js/date-fns.js',
    ]);
  });
  it('a manifest without the table (an older build): its own chunks only', () => {
    expect(exposeFiles({ ...manifest, brokerExposeShared: undefined }, () => false)).toHaveLength(3);
  });
});

describe("prefetch: what a version's screens load as they render", () => {
  it("its async chunks (CSS first), then the remote's other shared modules nobody provides; none twice", () => {
    expect(exposeLaterFiles(manifest, (key) => key === 'react')).toEqual([
      'static/css/async/modal.css',
      'static/js/async/modal.js',
    ]);
    const lists = { name: 'react-intersection-observer', assets: assets(['static/js/rio.js']) };
    expect(exposeLaterFiles({ ...manifest, shared: [...manifest.shared!, lists] }, (key) => key === 'react')).toEqual([
      'static/css/async/modal.css',
      'static/js/async/modal.js',
      'static/js/rio.js',
    ]);
  });
});
