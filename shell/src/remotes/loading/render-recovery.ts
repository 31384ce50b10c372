import { renderFailures, type RenderReport } from './render-failures';
import { shownVersion } from './remote-loader';
import { report } from '../delivery/reporter';
import { updateDiagnostics } from '../diagnostics/diagnostics-store';

/**
 * What a remote's slot tells about rendering, turned into the render-failure log's state, reports and
 * diagnostics. The slot then reloads the remote: the loader skips what threw and takes last-known-good.
 */

function send(remote: string, reports: RenderReport[]): void {
  for (const r of reports) report({ kind: 'remote-render', remote, ...r });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The remote's screen threw while rendering (idempotent: StrictMode and re-renders call it again). */
export function remoteThrew(remote: string, error: unknown): void {
  const version = shownVersion(remote);
  const message = errorMessage(error);
  send(remote, renderFailures.threw(remote, version, message));
  updateDiagnostics(remote, { lastError: version ? `${version}: threw while rendering: ${message}` : message });
}

/** The remote's screen rendered: a failure it stands in for is reported with both versions. */
export function remoteRendered(remote: string): void {
  send(remote, renderFailures.rendered(remote, shownVersion(remote)));
}

/** The fallback shows: a pending render failure had no working stand-in. */
export function remoteGaveUp(remote: string): void {
  send(remote, renderFailures.gaveUp(remote));
}

/** "Try again": every version of the remote, the ones that threw included, gets a fresh chance. */
export function remoteRetried(remote: string): void {
  renderFailures.clear(remote);
}
