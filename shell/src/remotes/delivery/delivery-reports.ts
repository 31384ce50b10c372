import type { DeliveryReport } from '@broker/shared/contracts';
import { FAILURE_KINDS } from '@broker/shared/contracts';
import { clientId } from './bucket';
import { isOverridden } from './overrides';
import { addReportSink, report } from './reporter';

/**
 * What the delivery controller learns from this page visit (scripts/delivery/controller.ts): per
 * remote, the version the visit was given and the one it shows; failures tagged by version — load,
 * render, contract, and uncaught errors / unhandled rejections whose stack runs through a version's
 * files; web vitals with the versions on screen. Sent as text/plain (no CORS preflight), keepalive,
 * never awaited; a browser with an override marks every report so none counts for a rollout.
 */
let endpoint: string | null = null;
const visitId = (() => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
})();

type Payload = DistributiveOmit<DeliveryReport, 'client' | 'visit' | 'overridden'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function sendDelivery(p: Payload): void {
  if (!endpoint) return;
  const body = JSON.stringify({ ...p, client: clientId(), visit: visitId, overridden: isOverridden() });
  void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** version folder URL (…/<remote>/<version>/) → the remote and version whose code lives there */
const folders = new Map<string, { remote: string; version: string }>();
const visited = new Set<string>();

/** The remote's load settled: which version this visit was given and which one it shows (once per visit). */
export function reportVisit(
  remote: string,
  version: string,
  manifestUrl: string | undefined,
  shownVersion: string | undefined,
): void {
  if (manifestUrl && shownVersion)
    folders.set(manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1), { remote, version: shownVersion });
  if (visited.has(remote)) return;
  visited.add(remote);
  sendDelivery({ kind: 'visit', remote, version, ...(shownVersion ? { shownVersion } : {}) });
}

/** The remote version whose files appear in an error's stack (or script URL), if any. */
export function attribute(text: string): { remote: string; version: string } | undefined {
  for (const [folder, who] of folders) if (text.includes(folder)) return who;
  return undefined;
}

function onUncaught(error: unknown, filename = ''): void {
  const stack = error instanceof Error ? `${error.stack ?? ''}\n${filename}` : filename;
  const who = attribute(stack);
  if (!who) return; // the shell's own errors are not a remote's rollout problem
  report({
    kind: 'remote-error',
    remote: who.remote,
    version: who.version,
    message: String(error instanceof Error ? error.message : error).slice(0, 500),
  });
}

/** Once at start-up, when the runtime config names the controller. */
export function startDeliveryReports(url: string | undefined): void {
  if (!url) return;
  endpoint = `${url}/reports`;
  addReportSink((r) => {
    if ((FAILURE_KINDS as readonly string[]).includes(r.kind) && r.remote && r.version) {
      sendDelivery({
        kind: r.kind as (typeof FAILURE_KINDS)[number],
        remote: r.remote,
        version: r.version,
        message: r.message.slice(0, 1000),
      });
    }
  });
  addEventListener('error', (e) => onUncaught(e.error, e.filename));
  addEventListener('unhandledrejection', (e) => onUncaught(e.reason));
}
