import type { Registry, RegistryDecision } from '@broker/shared/contracts';

type Entry = Registry['remotes'][string];

/** A registry change that is not allowed in the remote's present state (the CLI prints the message). */
export class TransitionError extends Error {}

/**
 * The registry transitions of staged versions and canaries, as pure functions on one remote's entry
 * (the CLI and the delivery controller run them inside one `StateStore.transition`, registry-ops.ts,
 * so each one sees the state the previous writer left and a decision on a stale state fails instead of
 * half-applying).
 *
 * States of a version: staged (published, not live) → canary (staged + `entry.canary`) → live, or
 * withdrawn (`withdrawnAt`) after an abort or a rollback. `history` stays newest first by the time a
 * version was published or went live, so last-known-good is always the version live before.
 */

function find(key: string, entry: Entry, version: string) {
  const v = entry.history.find((x) => x.version === version);
  if (!v)
    throw new TransitionError(
      `${key} has no version "${version}". Known: ${entry.history.map((x) => x.version).join(', ')}`,
    );
  return v;
}

/**
 * The remote's area follows its live version (called before `entry.live` moves to `version`): the
 * version left keeps the area it ran with, and the one going live brings its own — a rollback does not
 * leave the area of the version rolled away from. A version with none recorded (published before
 * versions recorded it, or built without a declaration) keeps the area in force and records it.
 */
export function areaFollowsLive(entry: Entry, version: string): void {
  const left = entry.history.find((x) => x.version === entry.live);
  if (left && entry.area && left.version !== version) left.area ??= entry.area;
  const next = entry.history.find((x) => x.version === version);
  if (!next) return;
  if (next.area) entry.area = next.area;
  else if (entry.area) next.area = entry.area;
}

/** Makes `version` live: first in the history, no longer staged or withdrawn. */
function goLive(entry: Entry, version: string): void {
  areaFollowsLive(entry, version);
  const i = entry.history.findIndex((x) => x.version === version);
  const [v] = entry.history.splice(i, 1);
  delete v!.staged;
  delete v!.withdrawnAt;
  entry.history.unshift(v!);
  entry.live = version;
}

/** `deploy --stage` of a version already in the history (a new one is added staged by publish). */
export function markStaged(key: string, entry: Entry, version: string): void {
  const v = find(key, entry, version);
  if (entry.live === version) throw new TransitionError(`${key} ${version} is already live`);
  delete v.withdrawnAt; // published again on purpose: QA may look at it again
  v.staged = true;
}

/** `promote <remote> <version>`: a staged (or older) version goes live for everyone. */
export function promoteVersion(key: string, entry: Entry, version: string): { from: string; to: string } {
  if (entry.canary)
    throw new TransitionError(
      `${key} has a canary of ${entry.canary.version} running: \`canary ${key} promote\` or \`abort\` it first`,
    );
  find(key, entry, version);
  if (entry.live === version) throw new TransitionError(`${key} ${version} is already live`);
  const from = entry.live;
  goLive(entry, version);
  return { from, to: version };
}

/** `deploy --canary N` / `promote --canary N`: `percent` of browsers get `version`, the rest stay on live. */
export function startCanary(key: string, entry: Entry, version: string, percent: number, now = new Date()): void {
  if (entry.canary)
    throw new TransitionError(
      `${key} already has a canary (${entry.canary.version} at ${entry.canary.percent} %): one at a time`,
    );
  checkPercent(percent);
  const v = find(key, entry, version);
  if (entry.live === version) throw new TransitionError(`${key} ${version} is already live`);
  delete v.withdrawnAt;
  v.staged = true; // not live yet: never last-known-good while it is tried
  entry.canary = { version, percent, startedAt: now.toISOString(), stable: entry.live };
}

export function setCanaryPercent(key: string, entry: Entry, percent: number): void {
  if (!entry.canary) throw new TransitionError(`${key} has no canary running`);
  checkPercent(percent);
  entry.canary.percent = percent;
}

function checkPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new TransitionError(
      `canary percent must be a whole number from 1 to 99 (got ${percent}); 100 % is a promote`,
    );
  }
}

export interface Decision {
  by: RegistryDecision['by'];
  reason: string;
  /** the canary the decision was made about: a canary replaced meanwhile is left alone */
  version?: string;
  now?: Date;
}

function endCanary(key: string, entry: Entry, d: Decision, action: RegistryDecision['action']) {
  const canary = entry.canary;
  if (!canary) throw new TransitionError(`${key} has no canary running`);
  if (d.version && canary.version !== d.version)
    throw new TransitionError(`${key}'s canary is now ${canary.version}, not ${d.version}: nothing done`);
  delete entry.canary;
  const at = (d.now ?? new Date()).toISOString();
  entry.lastDecision = { action, version: canary.version, by: d.by, at, reason: d.reason };
  return { canary, at };
}

/** Everyone gets the canary version; the previous live one becomes last-known-good. */
export function promoteCanary(key: string, entry: Entry, d: Decision): { from: string; to: string } {
  const from = entry.live;
  const { canary } = endCanary(key, entry, d, 'promote');
  goLive(entry, canary.version);
  return { from, to: canary.version };
}

/** Everyone is back on the live version (the pointer never moved); the canary version is withdrawn. */
export function abortCanary(key: string, entry: Entry, d: Decision): { version: string } {
  const { canary, at } = endCanary(key, entry, d, 'abort');
  find(key, entry, canary.version).withdrawnAt = at;
  return { version: canary.version };
}
