/**
 * The browser's sticky canary bucket: a random id kept in localStorage (never derived from the user,
 * so it says nothing about them), hashed with the remote's name so each remote's canary reaches a
 * different share of browsers. The same id gives the same answer on every page and every visit; raising
 * a canary's percent keeps everyone who already had it.
 */
const KEY = 'broker.delivery.client';
let memoryId: string | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's id (storage blocked: one per page load, so the user still gets one version per visit). */
export function clientId(): string {
  try {
    let id = localStorage.getItem(KEY);
    if (!id || !/^[0-9a-f]{24}$/.test(id)) {
      id = randomId();
      localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return (memoryId ??= randomId());
  }
}

/** FNV-1a, 32 bits: fast, well spread for short strings, the same in every browser. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** 0…9999: the browser's place for one remote (percent 12.34 = the first 1234 places). */
export function bucketOf(id: string, remote: string): number {
  return fnv1a(`${remote}:${id}`) % 10_000;
}

export function inCanary(id: string, remote: string, percent: number): boolean {
  return bucketOf(id, remote) < Math.round(percent * 100);
}
