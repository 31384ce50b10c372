/**
 * What the MF runtime plugin needs from the loader, kept in a module without dependencies: the plugin
 * is instantiated by the MF runtime before the app starts, and must stay tiny.
 */
export const deliveryState = {
  /** origins remote code may come from (runtime config), checked on every fetch and script */
  allowedOrigins: [] as string[],
  /** absolute asset URL → `sha384-…`, filled per loaded version from its verified integrity.json */
  integrity: new Map<string, string>(),
  /** version folders (absolute, ending in /) whose every file must carry a known hash */
  integrityRequired: new Set<string>(),
  /** container name → called when a load of it makes progress (the time-out counts from the last one) */
  progress: new Map<string, () => void>(),
};

export function reportProgress(name: string | undefined): void {
  if (name) deliveryState.progress.get(name)?.();
}

/** The version folder an asset belongs to, or undefined when no integrity-checked version owns it. */
export function integrityFolderOf(url: string): string | undefined {
  for (const folder of deliveryState.integrityRequired) if (url.startsWith(folder)) return folder;
  return undefined;
}

export function isAllowedOrigin(url: string): boolean {
  try {
    return deliveryState.allowedOrigins.includes(new URL(url, location.href).origin);
  } catch {
    return false;
  }
}

/** Why an asset must not load (foreign origin, or a file its version did not publish), or null. */
export function assetRefusal(url: string): string | null {
  if (!isAllowedOrigin(url)) return `refused ${url}: not an allowed remote origin`;
  if (integrityFolderOf(url) && !deliveryState.integrity.has(url)) return `refused ${url}: not in its version's integrity list`;
  return null;
}

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
