import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authStore } from '@broker/shared/session';
import { fakeBackend, json } from '@broker/shared/test-utils';
import { getJson, sendJson } from './client';
import { isApiError } from './api-error';
import { EARLY_MAX_AGE_MS, type EarlyGet } from './early';

const URL_ = 'http://api.test/api/cabinet/person_data/';
const schema = z.object({ who: z.string() });
const win = globalThis as { __brokerEarly?: EarlyGet[] };

const signIn = (access = 'A1', scope = 'client') =>
  authStore.getState().setTokens({ access, refresh: 'R1', scope: [scope], accessTtlMs: 60_000, refreshTtlMs: 600_000 });

/** What the page's inline script leaves behind for one GET (early-gets.ts). */
function early(over: Partial<EarlyGet> = {}, body: unknown = { who: 'early' }, status = 200): EarlyGet {
  const entry: EarlyGet = {
    url: URL_,
    auth: 'Bearer A1',
    app: 'client',
    at: Date.now(),
    response: Promise.resolve(new Response(JSON.stringify(body), { status })),
    ...over,
  };
  win.__brokerEarly = [...(win.__brokerEarly ?? []), entry];
  return entry;
}

afterEach(() => {
  authStore.getState().clear();
  delete win.__brokerEarly;
});

describe('a GET the page started early', () => {
  it('is answered once from the early response (no request), parsed by the caller’s contract; the next one goes out', async () => {
    signIn();
    const api = fakeBackend(() => json({ who: 'network' }));
    early();
    expect(await getJson('api', 'cabinet/person_data', schema)).toEqual({ who: 'early' });
    expect(api.calls).toHaveLength(0);
    expect(await getJson('api', 'cabinet/person_data', schema)).toEqual({ who: 'network' });
    expect(api.calls).toHaveLength(1);
  });

  it('waits for an early response still on its way', async () => {
    signIn();
    const api = fakeBackend(() => json({ who: 'network' }));
    let arrive!: (r: Response) => void;
    early({ response: new Promise<Response>((r) => (arrive = r)) });
    const answer = getJson('api', 'cabinet/person_data', schema);
    setTimeout(() => arrive(new Response(JSON.stringify({ who: 'late' }))), 20);
    expect(await answer).toEqual({ who: 'late' });
    expect(api.calls).toHaveLength(0);
  });

  it('still meets the contract: an early answer outside it is a contract error, as a normal one', async () => {
    signIn();
    fakeBackend(() => json({ who: 'network' }));
    early({}, { nobody: true });
    const err = await getJson('api', 'cabinet/person_data', schema).catch((e: unknown) => e);
    expect(isApiError(err) && err.kind).toBe('contract');
  });

  it.each([
    ['another user’s token', () => signIn('B2')],
    ['another scope', () => signIn('A1', 'staff')],
  ])('is not used with %s: a fresh request, and it is dropped', async (_, as) => {
    as();
    const api = fakeBackend(() => json({ who: 'network' }));
    early();
    expect(await getJson('api', 'cabinet/person_data', schema)).toEqual({ who: 'network' });
    expect(api.calls).toHaveLength(1);
    expect(win.__brokerEarly).toHaveLength(0);
  });

  it('is not used by a POST to the same URL, nor by another URL', async () => {
    signIn();
    const api = fakeBackend(() => json({ who: 'network' }));
    early();
    await sendJson('api', 'post', 'cabinet/person_data', {}, schema);
    await getJson('api', 'cabinet/accounts', schema);
    expect(api.calls.map((c) => c.method)).toEqual(['POST', 'GET']);
    expect(win.__brokerEarly).toHaveLength(1);
  });

  it('is not used when stale', async () => {
    signIn();
    const api = fakeBackend(() => json({ who: 'network' }));
    early({ at: Date.now() - EARLY_MAX_AGE_MS - 1 });
    expect(await getJson('api', 'cabinet/person_data', schema)).toEqual({ who: 'network' });
    expect(api.calls).toHaveLength(1);
  });

  it.each([
    ['failed', () => early({ response: Promise.reject(new TypeError('offline')) })],
    ['answered 401', () => early({}, { code: 'token_not_valid' }, 401)],
    ['answered 503', () => early({}, {}, 503)],
  ])('that %s is ignored: the call goes out as usual', async (_, make) => {
    signIn();
    const api = fakeBackend(() => json({ who: 'network' }));
    make();
    expect(await getJson('api', 'cabinet/person_data', schema)).toEqual({ who: 'network' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer A1');
  });

  it('an abort while the early response is on its way rejects as fetch would', async () => {
    signIn();
    fakeBackend(() => json({ who: 'network' }));
    early({ response: new Promise<Response>(() => undefined) });
    const ctl = new AbortController();
    const answer = getJson('api', 'cabinet/person_data', schema, { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 10);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
