import { matchesIntegrity } from './delivery-state';

/** Short backoff between tries of a remote's JSON files (manifest, integrity list). */
export const FETCH_BACKOFF_MS = [300, 900];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fetches a remote's JSON file with retries: a network error, an error status or garbage instead of
 * JSON are tried again after a short backoff; bytes that do not match the published hash are refused
 * at once (tampering does not go away by asking again).
 */
export async function fetchVerifiedJson(url: string, integrity: string | undefined, init: RequestInit = {}): Promise<string> {
  let lastError: unknown;
  for (const delay of [0, ...FETCH_BACKOFF_MS]) {
    if (delay) await sleep(delay);
    let bytes: ArrayBuffer;
    try {
      const res = await fetch(url, init);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      bytes = await res.arrayBuffer();
    } catch (err) {
      lastError = err;
      continue;
    }
    if (integrity && !(await matchesIntegrity(bytes, integrity))) throw new Error(`${url}: integrity check failed, refused`);
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
