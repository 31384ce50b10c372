import type { Registry, ShellContract } from '@broker/shared/contracts';
import { asStores } from '../delivery/stores/embedded';
import type { Stores } from '../delivery/stores/types';
import { gateBuild } from './contract-gate';
import { readBuildInfo } from './publish';

/**
 * `pnpm remote check-shell --shell-build <dir>`: the deploy gate the other way round, before a shell
 * build goes live (an MF upgrade, a `shared` entry that lost a name, a leaner facade). Every remote's
 * live version and its last-known-good must run in the new shell; a lean entry built for the old MF
 * version, for one, would not. What it lists is redeployed first — for an MF upgrade with
 * `MF_RUNTIME=own` while the old shell is still live, so its entry carries its own runtime and runs in
 * both (docs/delivery.md, "MF upgrades without lockstep").
 */
export async function checkShell(
  where: Stores | string,
  contract: ShellContract,
): Promise<{ lines: string[]; brokenLive: number }> {
  const { files, state } = asStores(where);
  const { registry } = await state.readRegistry();
  const lines: string[] = [];
  let brokenLive = 0;
  for (const [key, entry] of Object.entries(registry.remotes)) {
    for (const [role, version] of versionsToCheck(entry)) {
      const dir = await files.localDir(key, version);
      // a version published before build-info.json existed: only its registry major can be checked
      const hasInfo =
        dir !== null &&
        (await readBuildInfo(dir).then(
          () => true,
          () => false,
        ));
      const versionEntry = entry.history.find((v) => v.version === version);
      const refusal = !dir
        ? `its files are not in ${files.where}`
        : hasInfo
          ? (await gateBuild(dir, key, contract)).refusal
          : versionEntry && versionEntry.contractMajor !== contract.contractMajor
            ? `speaks contract ${versionEntry.contractMajor}, the shell ${contract.contractMajor}`
            : null;
      if (refusal && role === 'live') brokenLive++;
      lines.push(`${key} ${version} (${role}): ${refusal ? `✖ ${refusal}` : 'runs'}`);
    }
  }
  return { lines, brokenLive };
}

/** The live version, and the one the shell falls back to (newest older one not withdrawn). */
function versionsToCheck(entry: Registry['remotes'][string]): Array<['live' | 'last-known-good', string]> {
  const liveIndex = entry.history.findIndex((v) => v.version === entry.live);
  const fallback = entry.history.slice(liveIndex + 1).find((v) => !v.withdrawnAt);
  return [
    ['live', entry.live],
    ...(fallback ? [['last-known-good', fallback.version] as ['last-known-good', string]] : []),
  ];
}
