import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeliveryReport } from '@broker/shared/contracts';
import { FAILURE_KINDS } from '@broker/shared/contracts';
import type { Counts } from './abort-rule';

export type VitalName = 'LCP' | 'INP' | 'CLS';

export interface VersionStats {
  visits: number;
  /** page visits (ids) that reported a failure of this version; a visit counts once */
  failedVisits: string[];
  /** the last samples of each web vital measured while this version was shown */
  vitals: Record<VitalName, number[]>;
}

/** One canary rollout of one remote: what the controller counted for the canary and for stable. */
export interface Run {
  canary: string;
  stable: string;
  startedAt: string;
  stats: Record<string, VersionStats>;
  /** reports from browsers with an override: received, never counted */
  ignoredOverridden: number;
  /** set when the controller or a person ended it (the registry's lastDecision says how) */
  endedAt?: string;
}

export interface ControllerState {
  schema: 1;
  runs: Record<string, Run>;
}

/** Bounds: the state file stays small whatever the traffic (a failed-visit id list beyond it only counts). */
const MAX_FAILED_IDS = 5000;
const MAX_VITAL_SAMPLES = 1000;

export const stateDir = (cdnDir: string) => join(cdnDir, '.delivery');
export const statePath = (cdnDir: string) => join(stateDir(cdnDir), 'controller.json');

export async function readState(cdnDir: string): Promise<ControllerState> {
  try {
    return JSON.parse(await readFile(statePath(cdnDir), 'utf8')) as ControllerState;
  } catch {
    return { schema: 1, runs: {} };
  }
}

/** Same as the registry: a temp file renamed over the old one, so a crash leaves the old or the new state. */
export async function writeState(cdnDir: string, state: ControllerState): Promise<void> {
  await mkdir(stateDir(cdnDir), { recursive: true });
  const tmp = join(stateDir(cdnDir), `.controller.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(JSON.stringify(state) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, statePath(cdnDir));
}

const emptyStats = (): VersionStats => ({ visits: 0, failedVisits: [], vitals: { LCP: [], INP: [], CLS: [] } });

export function counts(s: VersionStats | undefined): Counts {
  return { visits: s?.visits ?? 0, failed: s?.failedVisits.length ?? 0 };
}

/** Counts one report into the run (a report about a version that is neither canary nor stable is ignored). */
export function record(run: Run, remote: string, r: DeliveryReport): boolean {
  if (r.overridden) {
    run.ignoredOverridden += 1;
    return false;
  }
  const stats = (version: string) => {
    if (version !== run.canary && version !== run.stable) return undefined;
    return (run.stats[version] ??= emptyStats());
  };
  if (r.kind === 'visit') {
    const s = stats(r.version);
    if (s) s.visits += 1;
    return !!s;
  }
  if (r.kind === 'vital') {
    const version = r.versions[remote];
    const s = version ? stats(version) : undefined;
    if (!s) return false;
    const samples = s.vitals[r.name];
    samples.push(r.value);
    if (samples.length > MAX_VITAL_SAMPLES) samples.shift();
    return false; // display only: never a reason to decide
  }
  if (!(FAILURE_KINDS as readonly string[]).includes(r.kind)) return false;
  const s = stats(r.version);
  if (!s || s.failedVisits.includes(r.visit)) return false;
  if (s.failedVisits.length < MAX_FAILED_IDS) s.failedVisits.push(r.visit);
  return true;
}

export function p75(samples: readonly number[]): number | null {
  if (!samples.length) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!;
}

export interface VersionSummary {
  version: string;
  role: 'canary' | 'stable';
  visits: number;
  failed: number;
  failureRate: number | null;
  p75: Record<VitalName, number | null>;
}

/** What `canary status`, `remote list` and __status show about a run. */
export function summarize(run: Run): VersionSummary[] {
  return (['canary', 'stable'] as const).map((role) => {
    const s = run.stats[run[role]];
    const c = counts(s);
    return {
      version: run[role],
      role,
      ...c,
      failureRate: c.visits ? c.failed / c.visits : null,
      p75: { LCP: p75(s?.vitals.LCP ?? []), INP: p75(s?.vitals.INP ?? []), CLS: p75(s?.vitals.CLS ?? []) },
    };
  });
}
