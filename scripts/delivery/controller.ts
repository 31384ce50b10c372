import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeliveryReport, Registry } from '@broker/shared/contracts';
import { readRegistry, registryPath, updateRegistry } from '../remote/registry-file';
import { abortCanary, promoteCanary, TransitionError } from '../remote/transitions';
import { decide, DEFAULT_RULE, type RuleOptions } from './abort-rule';
import { counts, readState, record, summarize, writeState, type ControllerState } from './controller-state';
import { logDeploy } from './deploy-log';
import { RateLimiter } from './rate-limit';
import { MAX_REPORT_BYTES, parseReport } from './report-schema';

export interface ControllerOptions {
  cdnDir: string;
  /** the only origin reports are accepted from */
  shellOrigin: string;
  rule?: Partial<RuleOptions>;
  /** state written at most this often (ms) */
  flushMs?: number;
}

/**
 * The delivery controller: counts visits and failures per remote version from the shell's reports
 * and ends a canary by itself — aborts one that fails worse than stable, promotes one that stayed clean
 * (abort-rule.ts). Its state lives on disk (`<cdn>/.delivery/controller.json`), so a restart loses
 * nothing; its decisions go through the same locked registry write as a person's command, and name the
 * canary they are about, so a decision on a canary that a person ended or replaced meanwhile is a no-op.
 */
export class DeliveryController {
  private state: ControllerState = { schema: 1, runs: {} };
  private registry: Registry | null = null;
  private registryMtime = -1;
  private flushTimer: NodeJS.Timeout | null = null;
  /** The state write under way (stop() waits for it, so a stopped controller has written everything). */
  private writing: Promise<void> = Promise.resolve();
  private readonly deciding = new Set<string>();
  private readonly perClient = new RateLimiter(30, 2);
  private readonly perAddress = new RateLimiter(600, 200);
  readonly rule: RuleOptions;

  constructor(private readonly o: ControllerOptions) {
    this.rule = { ...DEFAULT_RULE, ...o.rule };
  }

  async start(): Promise<void> {
    this.state = await readState(this.o.cdnDir);
  }

  async stop(): Promise<void> {
    // only a change not yet written needs a write: an idle controller touches nothing on the way out
    // (a test removing its scratch CDN folder right after closing the server raced with that write)
    if (!this.flushTimer) return this.writing;
    clearTimeout(this.flushTimer);
    this.flushTimer = null;
    // the CDN folder may be gone already (a test's scratch folder): nothing left to keep then
    await writeState(this.o.cdnDir, this.state).catch(() => undefined);
  }

  /** The registry as on disk (re-read when its file changed: a person's command, another writer). */
  private async currentRegistry(): Promise<Registry> {
    const mtime = await stat(registryPath(this.o.cdnDir)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (!this.registry || mtime !== this.registryMtime) {
      this.registry = await readRegistry(this.o.cdnDir);
      this.registryMtime = mtime;
    }
    return this.registry;
  }

  /** The run counting the remote's present canary (a new canary starts a new run; an ended one is closed). */
  private async runFor(remote: string) {
    const entry = (await this.currentRegistry()).remotes[remote];
    const run = this.state.runs[remote];
    const canary = entry?.canary;
    if (!canary) {
      if (run && !run.endedAt) {
        run.endedAt = new Date().toISOString();
        this.scheduleFlush();
      }
      return undefined;
    }
    if (run?.startedAt === canary.startedAt && run.canary === canary.version) return run;
    const fresh = {
      canary: canary.version,
      stable: canary.stable,
      startedAt: canary.startedAt,
      stats: {},
      ignoredOverridden: 0,
    };
    this.state.runs[remote] = fresh;
    return fresh;
  }

  async receive(r: DeliveryReport): Promise<void> {
    const remotes = r.kind === 'vital' ? Object.keys(r.versions) : [r.remote];
    for (const remote of remotes) {
      const run = await this.runFor(remote);
      if (!run) continue;
      const counted = record(run, remote, r);
      this.scheduleFlush();
      if (counted) await this.evaluate(remote);
    }
  }

  /** Applies the rule to the remote's canary; one decision at a time per remote. */
  async evaluate(remote: string): Promise<void> {
    const run = this.state.runs[remote];
    if (!run || run.endedAt || this.deciding.has(remote)) return;
    const verdict = decide(counts(run.stats[run.canary]), counts(run.stats[run.stable]), this.rule);
    if (verdict.action === 'wait') return;
    this.deciding.add(remote);
    try {
      const d = { by: 'controller' as const, reason: verdict.reason, version: run.canary };
      await updateRegistry(this.o.cdnDir, (reg) => {
        const entry = reg.remotes[remote];
        if (!entry) throw new TransitionError(`${remote} is not in the registry`);
        if (verdict.action === 'abort') abortCanary(remote, entry, d);
        else promoteCanary(remote, entry, d);
        return reg;
      });
      run.endedAt = new Date().toISOString();
      this.scheduleFlush();
      await logDeploy(
        this.o.cdnDir,
        `${remote} canary ${run.canary} ${verdict.action === 'abort' ? 'aborted' : 'promoted'} by the controller: ${verdict.reason}`,
      );
    } catch (err) {
      // a person ended or replaced the canary first: their decision stands
      if (!(err instanceof TransitionError)) throw err;
    } finally {
      this.deciding.delete(remote);
    }
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.writing = writeState(this.o.cdnDir, this.state).catch((err: unknown) =>
        console.error('[controller] state not written:', err),
      );
    }, this.o.flushMs ?? 200);
  }

  /** Per remote with a canary (running or the last one): versions, visits, failure rates, vitals p75. */
  status() {
    return Object.fromEntries(
      Object.entries(this.state.runs).map(([remote, run]) => [
        remote,
        { startedAt: run.startedAt, endedAt: run.endedAt ?? null, versions: summarize(run) },
      ]),
    );
  }

  /** `POST /__delivery/reports` and `GET /__delivery/status`; false when the path is not the controller's. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/__delivery/status' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(this.status()));
      return true;
    }
    if (path !== '/__delivery/reports') return false;
    const answer = (status: number, text = '') => (
      res.writeHead(status, { 'Cache-Control': 'no-store' }),
      res.end(text)
    );
    // browsers always send Origin on a cross-origin POST; anything else is not the shell
    const refusal =
      req.method !== 'POST'
        ? ([405, ''] as const)
        : req.headers.origin !== this.o.shellOrigin
          ? ([403, 'origin not allowed'] as const)
          : Number(req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES
            ? ([413, 'report too large'] as const)
            : !this.perAddress.allow(req.socket.remoteAddress ?? '')
              ? ([429, 'too many reports'] as const)
              : null;
    if (refusal) {
      answer(refusal[0], refusal[1]);
      return true;
    }
    let body = '';
    let size = 0;
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      size += Buffer.byteLength(chunk);
      if (size <= MAX_REPORT_BYTES) body += chunk;
      else if (!res.headersSent) answer(413, 'report too large');
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const parsed = parseReport(body);
      if (!parsed.ok) answer(parsed.status, parsed.error);
      else if (!this.perClient.allow(parsed.report.client)) answer(429, 'too many reports');
      else {
        answer(204);
        this.receive(parsed.report).catch((err: unknown) => console.error('[controller] report not processed:', err));
      }
    });
    return true;
  }
}

/** Rule options from the environment (DELIVERY_MIN_VISITS, DELIVERY_PROMOTE_AFTER), defaults otherwise. */
export function ruleFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RuleOptions> {
  const n = (v: string | undefined) => (v && Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
  const rule: Partial<RuleOptions> = {};
  const minVisits = n(env.DELIVERY_MIN_VISITS);
  const promoteAfter = n(env.DELIVERY_PROMOTE_AFTER);
  if (minVisits) rule.minVisits = minVisits;
  if (promoteAfter) rule.promoteAfter = promoteAfter;
  return rule;
}
