/**
 * What the shell's server put into index.html (scripts/server-render/request/boot-hints.ts): the runtime config and
 * the registry as read when the page was served, so start-up needs no request for either. Absent (a
 * plain static host, or the CDN was slow for the server) → the shell fetches them as before. Each
 * value is taken once: a retry later must read the network, not this snapshot.
 */
let boot: { config?: unknown; registry?: unknown } | null = null;

function read(): { config?: unknown; registry?: unknown } {
  if (!boot) {
    try {
      boot = JSON.parse(document.getElementById('broker-boot')?.textContent || '{}') as typeof boot;
    } catch {
      boot = {};
    }
  }
  return boot ?? {};
}

export function takeBootValue(key: 'config' | 'registry'): unknown {
  const data = read();
  const value = data[key];
  delete data[key];
  return value ?? null;
}

/**
 * The page the server rendered into `#root` (scripts/server-render/request/server-render.ts): which remote version's
 * HTML is in it, so a hydration mismatch can be reported against it. Null: the page came empty.
 */
export interface ServerRenderedPage {
  remote: string;
  version: string;
  route: string;
}

export function serverRenderedPage(): ServerRenderedPage | null {
  const ssr = (read() as { ssr?: ServerRenderedPage }).ssr;
  return ssr && typeof ssr.remote === 'string' && typeof ssr.version === 'string' ? ssr : null;
}
