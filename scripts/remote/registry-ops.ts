import { containerName } from '@broker/shared/contracts';
import type { AreaDeclaration } from '@broker/shared/routes';
import type { StateStore } from '../delivery/stores/types';
import { areaRefusal } from './area-gate';
import { planRollback } from './rollback';
import {
  abortCanary,
  areaFollowsLive,
  markStaged,
  promoteCanary,
  promoteVersion,
  setCanaryPercent,
  startCanary,
  TransitionError,
} from './transitions';

/**
 * Every registry change the CLI makes (the controller's decision: controller.ts), each as ONE `StateStore.transition` that
 * writes the registry and its deploy-log row together (PostgreSQL: one transaction; files: under the
 * lock file). The rules themselves are the pure functions of transitions.ts and rollback.ts; the gates
 * that read a version's files run before (cli.ts, canary-commands.ts).
 */

export interface PublishedVersion {
  key: string;
  version: string;
  contractMajor: number;
  /** sha384 of the version's stored integrity.json */
  integrity: string;
  mfParts?: string;
  /** what its code needs from the shell's shared modules (publish.ts needsOf) */
  needs?: Record<string, string[]>;
  area?: AreaDeclaration;
  /** the paths of its area pages (build-info `areaPages`): the shell's not-found without a download */
  areaPages?: string[];
  /** per spec route, the GETs its screen makes first (build-info `earlyGets`): started by the page's HTML */
  earlyGets?: Record<string, string[]>;
  stage?: boolean;
}

/** A version whose files are all stored goes into the history: live (deploy) or staged (--stage / --canary). */
export async function recordPublished(state: StateStore, p: PublishedVersion): Promise<{ from: string | null }> {
  const { key, version, stage = false } = p;
  const { result } = await state.transition(
    (r) => {
      const existing = r.remotes[key];
      if (stage && !existing)
        throw new TransitionError(`${key} has never been deployed: a first version goes live with a plain deploy`);
      if (!stage && existing?.canary) {
        throw new TransitionError(
          `${key} has a canary of ${existing.canary.version} running: \`pnpm remote canary ${key} promote\` or \`abort\` it first`,
        );
      }
      // checked again here, on the registry this write replaces (the CLI checked a read before the upload)
      const why = stage ? null : areaRefusal(key, p.area, r);
      if (why) throw new TransitionError(`${key} ${why}: refused`);
      const entry = existing ?? { name: containerName(key), live: version, history: [] };
      const from = existing?.live ?? null;
      if (!entry.history.some((v) => v.version === version)) {
        entry.history.unshift({
          version,
          manifest: `${key}/${version}/mf-manifest.json`,
          contractMajor: p.contractMajor,
          publishedAt: new Date().toISOString(),
          integrity: p.integrity,
          // the shell skips a lean entry for another MF version than its own (next-step.ts)
          ...(p.mfParts ? { mfParts: p.mfParts } : {}),
          // the shell skips a fallback version needing an export it lacks (shell/src/remotes/loading/shell-provides.ts)
          ...(p.needs ? { needs: p.needs } : {}),
        });
      }
      // the area it runs with (checked above; a rebuild of the same code may declare another):
      // it comes back whenever the version goes live again (areaFollowsLive)
      if (p.area) entry.history.find((v) => v.version === version)!.area = p.area;
      // its pages are its code's (same version, same code): a version published before the list gets it now
      if (p.areaPages) entry.history.find((v) => v.version === version)!.areaPages = p.areaPages;
      if (p.earlyGets) entry.history.find((v) => v.version === version)!.earlyGets = p.earlyGets;
      if (stage) {
        markStaged(key, entry, version);
      } else {
        const v = entry.history.find((x) => x.version === version)!;
        delete v.withdrawnAt; // deployed again: good again
        delete v.staged;
        // a build without its own declaration keeps what add-area published (or the built-in default);
        // a staged version changes no route until it goes live
        areaFollowsLive(entry, version);
        entry.live = version;
      }
      r.remotes[key] = entry;
      return from;
    },
    (from) => [
      { remote: key, line: stage ? `${key} ${version} staged` : `${key} ${from ?? '(none)'} → ${version} deployed` },
    ],
  );
  return { from: result };
}

/** `rollback`: the live pointer back (or to `--to`), by the rules of planRollback. */
export async function rollbackVersion(
  state: StateStore,
  key: string,
  to: string | undefined,
  shellMajor: number,
): Promise<{ from: string; to: string }> {
  const { result } = await state.transition(
    (r) => {
      const entry = r.remotes[key];
      if (!entry) throw new TransitionError(`${key} has never been deployed`);
      const areaBefore = JSON.stringify(entry.area);
      const moved = planRollback(key, entry, to, shellMajor);
      // the area comes back with the version (areaFollowsLive): refused if another remote took it since
      const why = JSON.stringify(entry.area) === areaBefore ? null : areaRefusal(key, entry.area, r);
      if (why) throw new TransitionError(`${key} ${moved.to} ${why}: refused`);
      return moved;
    },
    (m) => [{ remote: key, line: `${key} ${m.from} → ${m.to} rolled back by a person` }],
  );
  return result;
}

/** `promote <remote> <version>`: a published version live for everyone. */
export async function promotePublished(state: StateStore, key: string, version: string): Promise<{ from: string }> {
  const { result } = await state.transition(
    (r) => {
      const entry = r.remotes[key];
      if (!entry) throw new TransitionError(`${key} has never been deployed`);
      return promoteVersion(key, entry, version);
    },
    ({ from }) => [{ remote: key, line: `${key} ${version} promoted (was ${from}) by a person` }],
  );
  return result;
}

/** `deploy --canary` / `promote --canary`: a canary of a published version for `percent` of browsers. */
export async function beginCanary(state: StateStore, key: string, version: string, percent: number): Promise<void> {
  await state.transition(
    (r) => {
      const entry = r.remotes[key];
      if (!entry) throw new TransitionError(`${key} has never been deployed`);
      startCanary(key, entry, version, percent);
    },
    () => [{ remote: key, line: `${key} canary ${version} started at ${percent} %` }],
  );
}

/** `canary <remote> set|promote|abort` by a person; returns what was done, for the CLI's line. */
export async function changeCanary(
  state: StateStore,
  key: string,
  action: 'set' | 'promote' | 'abort',
  arg?: string,
): Promise<string> {
  const { result } = await state.transition(
    (r) => {
      const entry = r.remotes[key];
      if (!entry) throw new TransitionError(`${key} has never been deployed`);
      const d = { by: 'human' as const, reason: 'by command' };
      if (action === 'set') {
        setCanaryPercent(key, entry, Number(arg));
        return { done: `canary ${entry.canary?.version} now at ${arg} %` };
      }
      if (action === 'promote') {
        const { from, to } = promoteCanary(key, entry, d);
        return { done: `canary ${to} promoted (was ${from})`, decision: entry.lastDecision };
      }
      const { version } = abortCanary(key, entry, d);
      return { done: `canary ${version} aborted, everyone on ${entry.live}`, decision: entry.lastDecision };
    },
    ({ done, decision }) => [{ remote: key, line: `${key} ${done} by a person`, ...(decision ? { decision } : {}) }],
  );
  return result.done;
}

/** `add-area`: publishes (or moves) a remote's area; refused like a deploy claiming it (area-gate.ts). */
export async function publishArea(state: StateStore, key: string, area: AreaDeclaration): Promise<void> {
  await state.transition(
    (r) => {
      const entry = r.remotes[key];
      if (!entry)
        throw new TransitionError(
          `${key} has never been deployed: deploy it first (its package.json broker.area is recorded by the deploy)`,
        );
      const why = areaRefusal(key, area, r);
      if (why) throw new TransitionError(`${key} ${why}: refused`);
      entry.area = area;
      // the live version runs with it now: a rollback away and back again brings it back (areaFollowsLive)
      const live = entry.history.find((v) => v.version === entry.live);
      if (live) live.area = area;
    },
    () => [{ remote: key, line: `${key} area /{lang}/${area.prefix}/*${area.cabinet ? ' (cabinet)' : ''} published` }],
  );
}
