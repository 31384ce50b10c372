// @vitest-environment node
// (Node's fetch Response and WebCrypto share one realm there; jsdom's ArrayBuffer is not WebCrypto's)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryState } from './delivery-state';
import { fetchVerifiedJson, IntegrityError, isTampered } from './integrity';
import { retryScript, scriptRetryPlugin } from './retry';

const URL_ = 'https://cdn.example/mfe-signing/1.0.0-abc/static/js/mfe_signing.1234.js';
const GOOD = new TextEncoder().encode('{"ok":true}');
const TAMPERED = new TextEncoder().encode('{"ok":true}\n;window.__tampered=true');

async function sha384(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/** A fetch that answers each call with the next of `answers` (the last one repeats) and counts calls. */
function fakeFetch(...answers: Array<Uint8Array<ArrayBuffer> | number | 'network'>) {
  const fn = vi.fn(async () => {
    const a = answers[Math.min(fn.mock.calls.length - 1, answers.length - 1)];
    if (a === 'network') throw new TypeError('Failed to fetch');
    if (typeof a === 'number') return new Response('boom', { status: a });
    return new Response(a);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

beforeEach(async () => {
  deliveryState.integrity.set(URL_, await sha384(GOOD));
});
afterEach(() => {
  deliveryState.integrity.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchVerifiedJson (manifest, integrity list)', () => {
  it.each([
    ['bytes differ from the published hash', [TAMPERED], 1, IntegrityError],
    ['the server answers 500', [500], 3, Error],
    ['the network fails', ['network' as const], 3, TypeError],
  ])('%s → %i request(s)', async (_, answers, requests, errorType) => {
    const fetch = fakeFetch(...answers);
    vi.useFakeTimers();
    const result = fetchVerifiedJson(URL_, deliveryState.integrity.get(URL_)).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(errorType);
    expect(fetch).toHaveBeenCalledTimes(requests);
  });

  it('a 503 then the right bytes: retried and accepted', async () => {
    const fetch = fakeFetch(503, GOOD);
    vi.useFakeTimers();
    const result = fetchVerifiedJson(URL_, deliveryState.integrity.get(URL_));
    await vi.runAllTimersAsync();
    expect(await result).toBe('{"ok":true}');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('isTampered (why a script failed)', () => {
  it.each([
    ['bytes differ from the published hash', TAMPERED, true],
    ['bytes match (the failure was elsewhere)', GOOD, false],
    ['the file answers 404', 404, false],
    ['the network fails', 'network' as const, false],
  ])('%s → %s', async (_, answer, tampered) => {
    fakeFetch(answer);
    expect(await isTampered(URL_)).toBe(tampered);
  });

  it('a file without a published hash is never called tampered, and not fetched', async () => {
    const fetch = fakeFetch(TAMPERED);
    expect(await isTampered('https://cdn.example/other.js')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('two failures of one file at once share one check', async () => {
    const fetch = fakeFetch(TAMPERED);
    expect(await Promise.all([isTampered(URL_), isTampered(URL_)])).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('script retries', () => {
  it.each([
    // [case, what the file check sees, tries of the script after the first failure, error]
    ['a tampered entry is refused at once', TAMPERED, 0, IntegrityError],
    ['an unreachable entry is tried twice more', 'network' as const, 2, Error],
    ['an entry answering 500 is tried twice more', 500, 2, Error],
  ])('%s', async (_, fileAnswer, retries, errorType) => {
    const fetch = fakeFetch(fileAnswer);
    const getRemoteEntry = vi.fn(() => Promise.reject(new Error('RUNTIME_008 script failed')));
    const plugin = scriptRetryPlugin([1, 1]);
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_signing', entry: URL_ },
      remoteEntryExports: undefined,
      globalLoading: {},
      uniqueKey: 'k',
    };
    const error = await (plugin.loadEntryError as (a: unknown) => Promise<unknown>)(args).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorType);
    expect(getRemoteEntry).toHaveBeenCalledTimes(retries);
    // one check of the file per failure: the first, then one per retry
    expect(fetch).toHaveBeenCalledTimes(retries + 1);
  });

  it('a chunk refused by its SRI hash is not fetched again by the expose retry', async () => {
    fakeFetch(TAMPERED);
    const chunkError = Object.assign(new Error('Loading chunk 1 failed'), { name: 'ChunkLoadError', request: URL_ });
    const get = vi.fn(() => Promise.reject(chunkError));
    const plugin = scriptRetryPlugin([1, 1]);
    const error = await (plugin.getModuleFactory as (a: unknown) => Promise<unknown>)({
      remoteEntryExports: { get },
      expose: './app',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrityError);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a transient chunk failure is retried and recovers', async () => {
    fakeFetch('network');
    const factory = () => ({});
    const get = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 1 failed'), { request: URL_ }))
      .mockResolvedValue(factory);
    const plugin = scriptRetryPlugin([1, 1]);
    expect(
      await (plugin.getModuleFactory as (a: unknown) => Promise<unknown>)({
        remoteEntryExports: { get },
        expose: './app',
      }),
    ).toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('retryScript waits the schedule between tries', async () => {
    vi.useFakeTimers();
    fakeFetch('network');
    const tryAgain = vi.fn(() => Promise.reject(new Error('down')));
    const result = retryScript(new Error('down'), tryAgain, () => URL_, [300, 300]).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299);
    expect(tryAgain).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tryAgain).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(tryAgain).toHaveBeenCalledTimes(2);
    expect(await result).toBeInstanceOf(Error);
  });
});
