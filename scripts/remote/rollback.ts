import type { Registry } from '@broker/shared/contracts';
import { areaFollowsLive } from './transitions';

type Entry = Registry['remotes'][string];

export class RollbackError extends Error {}

/**
 * Moves a remote's live pointer (no build, no file copied). Without `to`: to the newest version older
 * than the live one that was not withdrawn. Going back to an older version withdraws the one left
 * (`withdrawnAt`): neither a later rollback nor the shell's last-known-good picks it again, until it is
 * deployed again or named with --to. Rolling forward with --to withdraws nothing.
 */
export function planRollback(
  key: string,
  entry: Entry,
  to: string | undefined,
  shellMajor: number,
  now = new Date(),
): { from: string; to: string } {
  if (entry.canary)
    throw new RollbackError(
      `${key} has a canary of ${entry.canary.version} running: \`pnpm remote canary ${key} abort\` first`,
    );
  const from = entry.live;
  const liveIndex = entry.history.findIndex((v) => v.version === from);
  const pick = to
    ? entry.history.find((v) => v.version === to)
    : entry.history.slice(liveIndex + 1).find((v) => !v.withdrawnAt && !v.staged); // staged: never was live
  if (!pick) {
    throw new RollbackError(
      to
        ? `${key} has no version "${to}". Known: ${entry.history.map((v) => v.version).join(', ')}`
        : `${key} has no good version before ${from}`,
    );
  }
  if (pick.version === from) throw new RollbackError(`${key} ${from} is already live`);
  if (pick.contractMajor !== shellMajor) {
    throw new RollbackError(
      `${key} ${pick.version} speaks contract ${pick.contractMajor}, the shell ${shellMajor}: refused`,
    );
  }
  const pickIndex = entry.history.indexOf(pick);
  const left = entry.history[liveIndex];
  if (left && pickIndex > liveIndex) left.withdrawnAt = now.toISOString();
  delete pick.withdrawnAt;
  delete pick.staged;
  areaFollowsLive(entry, pick.version);
  entry.live = pick.version;
  return { from, to: pick.version };
}
