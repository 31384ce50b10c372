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

export function isAllowedOrigin(url: string): boolean {
  try {
    return deliveryState.allowedOrigins.includes(new URL(url, location.href).origin);
  } catch {
    return false;
  }
}
