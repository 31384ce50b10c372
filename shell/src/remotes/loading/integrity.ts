import { deliveryState } from './delivery-state';

/**
 * Everything about a remote's hashes lives here (the per-version list is read in integrity-list.ts):
 * checking bytes against a hash, fetching a JSON file whose hash is known, the `integrity` a script or
 * link carries. The MF runtime plugin imports this module, so it imports no MF-shared library (zod,
 * react…): the plugin runs before the share scope exists, and a shared import there breaks the entry.
 */

/** Short backoff between tries of a remote's JSON files (manifest, integrity list). */
export const FETCH_BACKOFF_MS = [300, 900];

/** Bytes that differ from their published hash: refused at once, never retried, never cached. */
export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Checks fetched bytes against a `sha384-…` hash. Done here rather than with fetch's `integrity`
 * option: the browser also applies that to error answers, so a plain 500 would be logged as an
 * integrity violation and reported as one.
 */
export async function matchesIntegrity(body: ArrayBuffer, expected: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', body));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}` === expected;
}

/** Files asked for ahead of their use (see fetchAhead). */
const ahead = new Map<string, Promise<ArrayBuffer>>();

/**
 * Asks for a file now (a version's manifest while the integrity list that checks it arrives); its
 * next fetchVerifiedJson takes these bytes instead of requesting it again (a second request would be
 * one more sequential step, from the HTTP cache at best). The bytes are checked then, as any others.
 */
export function fetchAhead(url: string, init: RequestInit = {}): Promise<ArrayBuffer> {
  // asked for already (the idle prefetch of a menu area, prefetch-areas.ts) and not yet taken: that one
  const pending = ahead.get(url);
  if (pending) return pending;
  const bytes = fetch(url, init).then((res) =>
    res.ok ? res.arrayBuffer() : Promise.reject(new Error(`${url}: HTTP ${res.status}`)),
  );
  bytes.catch(() => undefined);
  ahead.set(url, bytes);
  return bytes;
}

/**
 * Fetches a remote's JSON file with retries: a network error, an error status or garbage instead of
 * JSON are tried again after a short backoff; bytes that do not match the published hash are refused
 * at once (tampering does not go away by asking again).
 */
export async function fetchVerifiedJson(
  url: string,
  integrity: string | undefined,
  init: RequestInit = {},
): Promise<string> {
  let lastError: unknown;
  let early = ahead.get(url);
  ahead.delete(url);
  for (const delay of [0, ...FETCH_BACKOFF_MS]) {
    if (delay) await sleep(delay);
    let bytes: ArrayBuffer;
    try {
      if (early) {
        const taken = early;
        early = undefined; // a failed early request counts as the first try
        bytes = await taken;
      } else {
        const res = await fetch(url, init);
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        bytes = await res.arrayBuffer();
      }
    } catch (err) {
      lastError = err;
      continue;
    }
    if (integrity && !(await matchesIntegrity(bytes, integrity)))
      throw new IntegrityError(`${url}: integrity check failed, refused`);
    const text = new TextDecoder().decode(bytes);
    try {
      JSON.parse(text);
      return text;
    } catch {
      lastError = new Error(`${url}: not JSON`);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** Checks under way, so two failures of one file (preload and load) share one request; not a cache. */
const verdicts = new Map<string, Promise<boolean>>();

/**
 * Whether a file that failed to load was refused for its bytes (an SRI mismatch: tampered or swapped),
 * not for the network. The browser reports both with the same `error` event on the script, so the file
 * is asked for once more — from the HTTP cache as a rule: a version's files are immutable — and hashed.
 * A file without a published hash, unreachable, or answering an error status is a network fault (the
 * caller retries it); only bytes that arrived and differ from the published sha384 count as tampered.
 * Called only after a failure, so a healthy load pays nothing.
 */
export function isTampered(url: string): Promise<boolean> {
  const expected = deliveryState.integrity.get(url);
  if (!expected) return Promise.resolve(false);
  let verdict = verdicts.get(url);
  if (!verdict) {
    verdict = fetch(url, { cache: 'force-cache', credentials: 'same-origin' })
      .then(async (res) => res.ok && !(await matchesIntegrity(await res.arrayBuffer(), expected)))
      .catch(() => false)
      .finally(() => verdicts.delete(url));
    verdicts.set(url, verdict);
  }
  return verdict;
}

export function versionFolder(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** The version folder an asset belongs to, or undefined when no integrity-checked version owns it. */
export function integrityFolderOf(url: string): string | undefined {
  for (const folder of deliveryState.integrityRequired) if (url.startsWith(folder)) return folder;
  return undefined;
}

/** Puts the published hash on a script or link (browser SRI) and asks for it in CORS mode. */
export function withIntegrity<T extends HTMLScriptElement | HTMLLinkElement>(el: T, url: string): T {
  const integrity = deliveryState.integrity.get(url);
  if (integrity) el.integrity = integrity;
  // CORS mode: needed for integrity on another origin, and gives real error messages instead of "Script error."
  el.crossOrigin = 'anonymous';
  return el;
}
