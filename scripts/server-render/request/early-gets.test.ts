/**
 * A cabinet page's first GETs from its HTML (early-gets.ts): which URLs the server puts into the page
 * (the live version's declaration for the route, on the api base only), and — the inline script run
 * here as the browser runs it — that the request it starts is the one the screen's call then uses:
 * one request on the wire, only with a stored, unexpired session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, request } from '@broker/shared/api';
import { authStore } from '@broker/shared/session';
import type { Registry } from './boot-hints';
import { earlyGetsHtml, earlyGetUrls, EARLY_GETS_SCRIPT } from './early-gets';

const CDN = 'http://127.0.0.1:4111';
const API = 'http://127.0.0.1:4112/api/';
const PERSON = `${API}cabinet/person_data/`;
const RULES = { registryUrl: `${CDN}/registry.json`, allowed: [CDN], contractMajor: 1, apiBase: API };

function registry(early?: Record<string, string[]>, extra: object = {}): Registry {
  const v = { version: '2', manifest: 'mfe-cabinet-accounts/2/mf-manifest.json', contractMajor: 1, ...extra };
  return {
    remotes: {
      'mfe-cabinet-accounts': {
        live: '2',
        history: [
          { ...v, ...(early ? { earlyGets: early } : {}) },
          { ...v, version: '1', earlyGets: { profile: ['old/'] } },
        ],
      },
    },
  };
}

describe('the URLs a cabinet page starts', () => {
  it("the live version's GETs for the route, absolute on the api base with the spec's trailing slash", () => {
    const reg = registry({ profile: ['cabinet/person_data'], accounts: ['cabinet/accounts/'] });
    expect(earlyGetUrls('/uk/profile', reg, RULES)).toEqual([PERSON]);
    expect(earlyGetUrls('/en/accounts', reg, RULES)).toEqual([`${API}cabinet/accounts/`]);
  });

  it("the session's own GETs first, on any cabinet page (area pages too), the remote's after them", () => {
    const reg = registry({ profile: ['cabinet/person_data/'] });
    const session = ['profile/settings/', 'auth/userinfo/'];
    expect(earlyGetUrls('/uk/profile', reg, RULES, session)).toEqual([
      `${API}profile/settings/`,
      `${API}auth/userinfo/`,
      PERSON,
    ]);
    expect(earlyGetUrls('/uk/messages', reg, RULES, session)).toEqual([
      `${API}profile/settings/`,
      `${API}auth/userinfo/`,
    ]);
    expect(earlyGetUrls('/uk/profile', undefined, RULES, session)).toHaveLength(2);
    expect(earlyGetUrls('/uk/profile', reg, { ...RULES, apiBase: undefined }, session)).toEqual([]);
  });

  it('none: an older version without the field, a route it does not declare, another remote, an area page, a shell route', () => {
    expect(earlyGetUrls('/uk/profile', registry(), RULES)).toEqual([]);
    const reg = registry({ profile: ['cabinet/person_data/'] });
    for (const path of ['/uk/accounts', '/uk/messages', '/uk/accounts/anything', '/uk/', '/uk/login'])
      expect(earlyGetUrls(path, reg, RULES), path).toEqual([]);
  });

  it('none for a version the browser would refuse, without an api base, or for a path leaving its origin', () => {
    const reg = registry({ profile: ['cabinet/person_data/'] });
    expect(earlyGetUrls('/uk/profile', reg, { ...RULES, contractMajor: 2 })).toEqual([]);
    expect(earlyGetUrls('/uk/profile', reg, { ...RULES, allowed: [] })).toEqual([]);
    expect(earlyGetUrls('/uk/profile', reg, { ...RULES, apiBase: undefined })).toEqual([]);
    const foreign = registry({ profile: ['//evil.test/x/', 'https://evil.test/y/', 'cabinet/x/?all=1'] });
    expect(earlyGetUrls('/uk/profile', foreign, RULES)).toEqual([]);
  });
});

describe('the inline script and the screen’s call', () => {
  const seen: Request[] = [];
  const net = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify({ who: `answer ${seen.length}` }));
  });

  /** The page as parsed: the block and the script from the HTML, the script run. */
  function loadPage(): void {
    document.head.innerHTML = earlyGetsHtml([PERSON]);
    vi.stubGlobal('fetch', net);
    new Function(EARLY_GETS_SCRIPT)();
  }

  afterEach(() => {
    seen.length = 0;
    authStore.getState().clear();
    delete (globalThis as { __brokerEarly?: unknown }).__brokerEarly;
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it("with a session: one request, with the transport's headers, and the screen's GET takes its answer", async () => {
    authStore
      .getState()
      .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });
    loadPage();
    expect(seen.map((r) => [r.method, r.url, r.headers.get('Authorization'), r.headers.get('Src-App')])).toEqual([
      ['GET', PERSON, 'Bearer A1', 'client'],
    ]);
    expect(seen[0]!.credentials).toBe('include');
    configureApi({ authBase: 'http://127.0.0.1:4112/sso/', apiBase: API, fetch: net as unknown as typeof fetch });
    // the transport's own call (getJson parses this with the screen's contract: shared/src/api/early.test.ts)
    expect(await (await request('api', 'get', 'cabinet/person_data')).json()).toEqual({ who: 'answer 1' });
    expect(seen).toHaveLength(1);
  });

  it('without a session, or with an expired access token: nothing is started', () => {
    loadPage();
    authStore
      .getState()
      .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: -1, refreshTtlMs: 600_000 });
    loadPage();
    expect(seen).toHaveLength(0);
  });

  it('nothing at all on a page without early GETs', () => {
    expect(earlyGetsHtml([])).toBe('');
  });
});
