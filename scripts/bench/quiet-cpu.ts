/**
 * Waits for the machine to be quiet before a measurement. Lighthouse's simulation counts each main-thread
 * task's wall time (4×), so a task stretched because the cores were busy with something else (the previous
 * audit's Chromium exiting, this process collecting the previous trace of tens of MB) reads as the page's
 * blocking time: on the 2-core bench machine, audits right after one another gave TBT 170–250 ms where the
 * page's own CPU time accounted for 2–15 ms (TBT(CPU)). Each audit starts once the cores have been
 * mostly idle for a moment, capped so a machine that never gets quiet still gets measured (and says so).
 */
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  idle: number;
  total: number;
}

/** The machine's CPU times from the first line of /proc/stat (idle includes iowait); null where there is none. */
export function parseProcStat(text: string): CpuTimes | null {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const n = line.trim().split(/\s+/).slice(1).map(Number);
  if (n.length < 4 || n.some((v) => !Number.isFinite(v))) return null;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { idle: (n[3] ?? 0) + (n[4] ?? 0), total };
}

/** Share of the interval the cores were idle, 0–1 (1 when no time passed). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 1 : (after.idle - before.idle) / total;
}

function readTimes(): CpuTimes | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Resolves once the cores were at least `minIdle` idle over one `windowMs` window, or after `maxMs`;
 * with whether it was quiet. Where /proc/stat cannot be read (not Linux) it resolves at once.
 */
export async function waitForQuietCpu(minIdle = 0.85, windowMs = 500, maxMs = 15_000): Promise<boolean> {
  const until = Date.now() + maxMs;
  let before = readTimes();
  if (!before) return true;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, windowMs));
    const after = readTimes();
    if (!after) return true;
    if (idleShare(before, after) >= minIdle) return true;
    before = after;
  }
  return false;
}
