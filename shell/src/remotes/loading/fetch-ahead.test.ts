// @vitest-environment node
// (Node's fetch Response and WebCrypto share one realm there; jsdom's ArrayBuffer is not WebCrypto's)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAhead, fetchVerifiedJson } from './integrity';

const MANIFEST = 'https://cdn.test/r/1/mf-manifest.json';

describe('a manifest asked for ahead is fetched once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the verified fetch takes the early bytes instead of a second request', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"id":"r"}')));
    vi.stubGlobal('fetch', fetchMock);
    fetchAhead(MANIFEST);
    expect(await fetchVerifiedJson(MANIFEST, undefined, {})).toBe('{"id":"r"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // taken once: the next read asks the network again
    await fetchVerifiedJson(MANIFEST, undefined, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed early request counts as the first try (then retried as usual)', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(new Response('{"id":"r"}'));
    vi.stubGlobal('fetch', fetchMock);
    fetchAhead(MANIFEST);
    expect(await fetchVerifiedJson(MANIFEST, undefined, {})).toBe('{"id":"r"}');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('early bytes that do not match the published hash are refused', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"id":"tampered"}')));
    fetchAhead(MANIFEST);
    await expect(fetchVerifiedJson(MANIFEST, 'sha384-AAAA', {})).rejects.toThrow(/integrity check failed/);
  });
});
