import { appendFile, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeliveryReport, Registry } from '@broker/shared/contracts';
import { readRegistry, registryPath, updateRegistry } from '../../remote/registry-file';
import { readState, record, stateDir, writeState, type ControllerState, type Run } from '../controller-state';
import { deployLogPath, logDeploy } from '../deploy-log';
import { reportId } from './report-id';
import type { LogEntry, LogRow, RegistryState, RunKey, StateStore } from './types';

const decisionsPath = (cdnDir: string) => join(stateDir(cdnDir), 'decisions.jsonl');
/** Report ids remembered against counting one twice (the file store's controller is one process). */
const MAX_SEEN_IDS = 20_000;

/**
 * The embedded state store, as before the stores existed: `<CDN_DIR>/registry.json` written atomically
 * under the lock file (registry-file.ts), `<CDN_DIR>/.delivery/deploy.log` (one text line per row) and
 * `decisions.jsonl`, the controller's counts in `.delivery/controller.json`, kept in memory by the
 * process that counts and written at most every `flushMs` (a crash loses at most that much).
 */
export class FileStateStore implements StateStore {
  readonly where: string;
  /** the counts, once this process has counted (or ended) anything: it is then their only writer */
  private state: ControllerState | null = null;
  private readonly seen = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly cdnDir: string,
    private readonly flushMs = 200,
  ) {
    this.where = `files in ${cdnDir}`;
  }

  async readRegistry(): Promise<RegistryState> {
    const registry = await readRegistry(this.cdnDir);
    return { registry, revision: registry.updatedAt };
  }

  async transition<T>(
    change: (r: Registry) => T | Promise<T>,
    log?: (result: T) => LogEntry[],
  ): Promise<RegistryState & { result: T }> {
    let result!: T;
    const registry = await updateRegistry(this.cdnDir, async (r) => {
      result = await change(r);
      return r;
    });
    // not one transaction here: the log follows the registry write (the PostgreSQL store writes both at once)
    for (const entry of log?.(result) ?? []) {
      await logDeploy(this.cdnDir, entry.line);
      if (entry.decision) await appendFile(decisionsPath(this.cdnDir), JSON.stringify(entry) + '\n');
    }
    return { registry, revision: registry.updatedAt, result };
  }

  async readLog(limit = 1000): Promise<LogRow[]> {
    const text = await readFile(deployLogPath(this.cdnDir), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .slice(-limit)
      .map((l) => {
        const space = l.indexOf(' ');
        const line = l.slice(space + 1);
        return { at: l.slice(0, space), remote: line.split(' ')[0] ?? '', line };
      });
  }

  async readDecisions(remote?: string): Promise<LogRow[]> {
    const text = await readFile(decisionsPath(this.cdnDir), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogEntry)
      .filter((e) => !remote || e.remote === remote)
      .map((e) => ({ ...e, at: e.decision?.at ?? '' }));
  }

  private async counts(): Promise<ControllerState> {
    this.state ??= await readState(this.cdnDir);
    return this.state;
  }

  async addReport(remote: string, key: RunKey, report: DeliveryReport, id = reportId(report)): Promise<boolean> {
    const state = await this.counts();
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > MAX_SEEN_IDS) this.seen.delete(this.seen.values().next().value!);
    let run = state.runs[remote];
    if (!run || run.startedAt !== key.startedAt || run.canary !== key.canary) {
      run = { ...key, stats: {}, ignoredOverridden: 0 };
      state.runs[remote] = run;
    }
    const counted = record(run, remote, report);
    this.scheduleFlush();
    return counted;
  }

  async endRun(remote: string, startedAt: string, at = new Date()): Promise<void> {
    const run = (await this.counts()).runs[remote];
    if (!run || run.startedAt !== startedAt || run.endedAt) return;
    run.endedAt = at.toISOString();
    this.scheduleFlush();
  }

  async readRuns(): Promise<Record<string, Run>> {
    return (this.state ?? (await readState(this.cdnDir))).runs;
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.writing = writeState(this.cdnDir, this.state!).catch((err: unknown) =>
        console.error('[delivery] controller state not written:', err),
      );
    }, this.flushMs);
  }

  async subscribe(onChange: (revision: string) => void): Promise<() => Promise<void>> {
    const mtime = () =>
      stat(registryPath(this.cdnDir)).then(
        (s) => s.mtimeMs,
        () => 0,
      );
    let last = await mtime();
    let busy = false;
    // polled (fs.watch misses a rename over the file on some file systems): a change shows within 100 ms
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void mtime()
        .then(async (m) => {
          if (m === last) return;
          last = m;
          onChange((await this.readRegistry()).revision);
        })
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, 100);
    return async () => clearInterval(timer);
  }

  async close(): Promise<void> {
    // only a change not yet written needs a write: an idle store touches nothing on the way out
    if (!this.flushTimer) return this.writing;
    clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await mkdir(stateDir(this.cdnDir), { recursive: true }).catch(() => undefined);
    // the folder may be gone already (a test's scratch folder): nothing left to keep then
    await writeState(this.cdnDir, this.state!).catch(() => undefined);
  }
}
