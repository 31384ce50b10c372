import { registrySchema, type Registry } from '@broker/shared/contracts';

/** What must hold of a remote's registry entry after every operation, whoever made it; null when it holds. */
export function registryInvalidity(r: Registry, key: string): string | null {
  const parsed = registrySchema.safeParse(r);
  if (!parsed.success) return parsed.error.message;
  const e = r.remotes[key];
  if (!e) return 'the remote is gone';
  const versions = e.history.map((v) => v.version);
  if (new Set(versions).size !== versions.length) return `a version twice in history: ${versions.join(',')}`;
  const live = e.history.find((v) => v.version === e.live);
  if (!live) return `live ${e.live} not in history`;
  if (live.staged || live.withdrawnAt) return `live ${e.live} is staged or withdrawn`;
  if (e.canary) {
    const c = e.history.find((v) => v.version === e.canary!.version);
    if (!c || !c.staged) return `canary ${e.canary.version} not a staged version of the history`;
    if (e.canary.version === e.live) return 'the canary is the live version';
    if (e.canary.stable !== e.live) return `canary's stable ${e.canary.stable} is not live ${e.live}`;
  }
  return null;
}
