// @vitest-environment node
// (Node's fetch Response and WebCrypto share one realm there; jsdom's ArrayBuffer is not WebCrypto's)
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistryVersion } from '@broker/shared/contracts';
import type { Candidate } from './registry';

const firstCandidate = vi.fn<(key: string) => Candidate | null>();
vi.mock('./remote-loader', () => ({ firstCandidate: (key: string) => firstCandidate(key) }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    options: { name: 'shell' },
    shareScopeMap: { default: { react: { '19': { from: 'shell' } } } },
  }),
}));
const { prefetchRemotes } = await import('./prefetch-areas');

const sha = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const js = (name: string, size: number) => [name, 'x'.repeat(size)] as const;

/** A version on the fake CDN: its files, integrity list and manifest; `tamper` serves other manifest bytes. */
function version(remote: string, opts: { integrity?: boolean; tamper?: boolean } = {}) {
  const folder = `https://cdn.test/${remote}/1/`;
  const files = new Map<string, string>([
    js('remoteEntry.js', 100),
    js('static/js/app.js', 1000),
    js('static/js/react.js', 5000),
    js('static/js/async/later.js', 2000),
  ]);
  const manifest = JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './app',
        assets: { js: { sync: ['static/js/app.js'], async: ['static/js/async/later.js'] }, css: { sync: [] } },
      },
    ],
    shared: [{ name: 'react', assets: { js: { sync: ['static/js/react.js'] }, css: { sync: [] } } }],
    brokerExposeShared: { './app': ['react'] },
  });
  files.set('mf-manifest.json', manifest);
  const list = JSON.stringify({
    algorithm: 'sha384',
    files: Object.fromEntries([...files].map(([f, t]) => [f, sha(t)])),
  });
  files.set('integrity.json', list);
  if (opts.tamper) files.set('mf-manifest.json', manifest.replace('app.js', 'evil.js'));
  const v: RegistryVersion = {
    version: '1',
    manifest: `${folder}mf-manifest.json`,
    contractMajor: 1,
    ...(opts.integrity === false ? {} : { integrity: sha(list) }),
  } as RegistryVersion;
  return { folder, files, candidate: { version: v, source: 'live', url: v.manifest } as Candidate };
}

let served: Map<string, string>;
const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  const body = served.get(url);
  if (body === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
  // the browser's SRI check of fetch(url, { integrity })
  if (init?.integrity && init.integrity !== sha(body)) return Promise.reject(new TypeError('SRI mismatch'));
  return Promise.resolve(new Response(body));
});
const asked = () => fetchMock.mock.calls.map(([u]) => String(u).replace('https://cdn.test/', ''));

beforeEach(() => {
  served = new Map();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  firstCandidate.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function serve(...versions: Array<ReturnType<typeof version>>) {
  for (const v of versions) for (const [f, t] of v.files) served.set(v.folder + f, t);
  firstCandidate.mockImplementation((key) => versions.find((v) => v.folder.includes(`/${key}/`))?.candidate ?? null);
}

describe('fetching the next areas ahead of a click', () => {
  it("each area's list, manifest and entry, then each screen's files in order of likelihood, then its later chunks", async () => {
    serve(version('messages'), version('documents'));
    expect((await prefetchRemotes(['messages', 'documents'])).ready).toEqual(['messages', 'documents']);
    const list = asked();
    for (const r of ['messages', 'documents'])
      expect(list).toEqual(
        expect.arrayContaining([`${r}/1/integrity.json`, `${r}/1/mf-manifest.json`, `${r}/1/remoteEntry.js`]),
      );
    // react is the shell's: the remote's copy is not fetched
    expect(list.filter((u) => u.startsWith('messages') || u.startsWith('documents')).slice(6)).toEqual([
      'messages/1/static/js/app.js',
      'documents/1/static/js/app.js',
      'messages/1/static/js/async/later.js',
      'documents/1/static/js/async/later.js',
    ]);
    // scripts go with their hash (the browser checks them), each once
    const entry = fetchMock.mock.calls.find(([u]) => String(u).endsWith('messages/1/remoteEntry.js'));
    expect(entry?.[1]?.integrity).toBe(sha('x'.repeat(100)));
    await prefetchRemotes(['messages', 'documents']);
    expect(asked().filter((u) => u.endsWith('app.js'))).toHaveLength(2);
  });

  it('stops at the byte budget', async () => {
    serve(version('budget-a'), version('budget-b'));
    // manifests and entries (~1 KB) plus one screen (1 KB) pass it: nothing after that
    const { bytes, ready } = await prefetchRemotes(['budget-a', 'budget-b'], 1500);
    expect(asked().filter((u) => u.includes('static/'))).toEqual(['budget-a/1/static/js/app.js']);
    expect(bytes).toBeGreaterThanOrEqual(1500);
    // only an area whose start files are all in the cache may be loaded ahead
    expect(ready).toEqual(['budget-a']);
  });

  it('a version the registry gives no integrity hash for is not fetched at all', async () => {
    serve(version('unpinned', { integrity: false }));
    await prefetchRemotes(['unpinned']);
    expect(asked()).toEqual([]);
  });

  it('a manifest that does not match the checked list: nothing of that version beyond it', async () => {
    serve(version('tampered', { tamper: true }));
    await prefetchRemotes(['tampered']);
    expect(asked().filter((u) => !u.endsWith('integrity.json') && !u.endsWith('mf-manifest.json'))).toEqual([]);
  });

  it('nothing to load (no candidate: registry unknown, load started, or skipped): nothing fetched', async () => {
    serve();
    await prefetchRemotes(['messages']);
    expect(asked()).toEqual([]);
  });
});
