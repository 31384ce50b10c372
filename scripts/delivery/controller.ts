import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeliveryReport, Registry } from '@broker/shared/contracts';
import { FAILURE_KINDS } from '@broker/shared/contracts';
import { abortCanary, promoteCanary, TransitionError } from '../remote/transitions';
import { decide, DEFAULT_RULE, type RuleOptions } from './abort-rule';
import { counts, summarize, type Run } from './controller-state';
import { alwaysDecider, type Decider } from './decider';
import { DeliveryMetrics, type RefusalReason } from './metrics';
import { RateLimiter } from './rate-limit';
import { MAX_REPORT_BYTES, parseReport } from './report-schema';
import { reportId } from './stores/report-id';
import type { StateStore } from './stores/types';

export interface ControllerOptions {
  /** where the counts, the registry and the log live (stores/select.ts: files or PostgreSQL) */
  state: StateStore;
  /** the only origin reports are accepted from */
  shellOrigin: string;
  rule?: Partial<RuleOptions>;
  /** who decides (decider.ts): every instance counts, one decides; the embedded default is this one */
  decider?: Decider;
  metrics?: DeliveryMetrics;
  /** how often the deciding instance looks at every running canary (ms): counts other instances added */
  tickMs?: number;
  /**
   * behind an edge (nginx, a CDN) every report comes from the edge's address: the per-address limit then
   * reads the visitor's address from the edge's X-Forwarded-For (DELIVERY_TRUST_PROXY=1); never set it
   * when browsers reach the controller directly (they could claim any address)
   */
  trustProxy?: boolean;
}

/**
 * The delivery controller: counts visits and failures per remote version from the shell's reports
 * and ends a canary by itself — aborts one that fails worse than stable, promotes one that stayed clean
 * (abort-rule.ts). Any number of instances may run: each counts the reports it receives into the state
 * store, once per report (the store refuses a report id it has), and the one instance holding the
 * decider lock (decider.ts) decides. A decision is one registry transition that names the canary it is
 * about: a canary a person (or another instance) ended or replaced meanwhile makes it a no-op, so even
 * two instances believing they decide cannot end one canary twice.
 */
export class DeliveryController {
  private registry: Registry | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private ticker: NodeJS.Timeout | null = null;
  private tickError = '';
  private readonly evaluations = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly perClient = new RateLimiter(30, 2);
  private readonly perAddress = new RateLimiter(600, 200);
  private readonly decider: Decider;
  readonly metrics: DeliveryMetrics;
  readonly rule: RuleOptions;
  /** the last runs read (status() answers from it) */
  private runs: Record<string, Run> = {};

  constructor(private readonly o: ControllerOptions) {
    this.rule = { ...DEFAULT_RULE, ...o.rule };
    this.decider = o.decider ?? alwaysDecider;
    this.metrics = o.metrics ?? new DeliveryMetrics();
  }

  async start(): Promise<void> {
    // an unreadable registry (a hand-edited file, the database down) must not keep the server from starting:
    // reports about canaries are ignored until it is readable again
    await this.refresh().catch((err: unknown) => console.error('[controller] registry unreadable:', String(err)));
    this.runs = await this.o.state.readRuns().catch(() => ({}));
    this.unsubscribe = await this.o.state.subscribe(() => void this.refresh().catch(() => undefined));
    await this.decider.start();
    const tick = () => {
      this.ticker = setTimeout(() => {
        void this.tick()
          .then(
            () => (this.tickError = ''),
            (err: unknown) => {
              // once per kind of failure (the database down for a minute is one line, not 120)
              if (String(err) !== this.tickError) console.error('[controller] evaluation failed:', String(err));
              this.tickError = String(err);
            },
          )
          .finally(() => this.ticker && tick());
      }, this.o.tickMs ?? 500);
      this.ticker.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    if (this.ticker) clearTimeout(this.ticker);
    this.ticker = null;
    await this.unsubscribe?.();
    await Promise.allSettled([...this.evaluations.values()]);
    await this.decider.stop();
  }

  get deciding(): boolean {
    return this.decider.held;
  }

  private async refresh(): Promise<void> {
    this.registry = (await this.o.state.readRegistry()).registry;
  }

  /** The deciding instance: every running canary evaluated (counts other instances added), ended runs closed. */
  private async tick(): Promise<void> {
    this.metrics.deciding.set(this.decider.held ? 1 : 0);
    if (!this.decider.held) return;
    // the registry as last heard (subscribe); the counts as every instance added them
    if (!this.registry) await this.refresh();
    this.runs = await this.o.state.readRuns();
    for (const [remote, run] of Object.entries(this.runs)) {
      const canary = this.registry?.remotes[remote]?.canary;
      // a person ended or replaced the canary: its run is over
      if (!run.endedAt && canary?.startedAt !== run.startedAt) await this.o.state.endRun(remote, run.startedAt);
      else if (!run.endedAt) await this.evaluateSoon(remote);
    }
  }

  /** Counts the report and, on the deciding instance, evaluates the canaries it changed. */
  async receive(r: DeliveryReport): Promise<void> {
    await Promise.all((await this.count(r)).map((remote) => this.evaluateSoon(remote)));
  }

  /** Counts the report into the store; the remotes whose counts it changed, when this instance decides. */
  private async count(r: DeliveryReport): Promise<string[]> {
    const remotes = r.kind === 'vital' ? Object.keys(r.versions) : [r.remote];
    const id = reportId(r);
    const changed: string[] = [];
    for (const remote of remotes) {
      const canary = this.registry?.remotes[remote]?.canary;
      if (!canary) continue;
      const key = { canary: canary.version, stable: canary.stable, startedAt: canary.startedAt };
      // a vital names several remotes: one id per remote it is counted for
      const counted = await this.o.state.addReport(remote, key, r, remotes.length > 1 ? `${id}.${remote}` : id);
      if (!counted || r.kind === 'vital') continue;
      const failed = (FAILURE_KINDS as readonly string[]).includes(r.kind);
      this.metrics.counted(remote, r.version, r.version === key.canary ? 'canary' : 'stable', failed);
      if (this.decider.held) changed.push(remote);
    }
    return changed;
  }

  /** One evaluation per remote at a time; a report arriving meanwhile asks for one more after it. */
  private evaluateSoon(remote: string): Promise<void> {
    const running = this.evaluations.get(remote);
    if (running) {
      this.again.add(remote);
      return running;
    }
    const p = (async () => {
      do {
        this.again.delete(remote);
        await this.evaluate(remote);
      } while (this.again.has(remote));
    })().finally(() => this.evaluations.delete(remote));
    this.evaluations.set(remote, p);
    return p;
  }

  /** Applies the rule to the remote's canary, with the counts every instance added. */
  private async evaluate(remote: string): Promise<void> {
    const run = (await this.o.state.readRuns())[remote];
    if (run) this.runs[remote] = run;
    if (!run || run.endedAt) return;
    const verdict = decide(counts(run.stats[run.canary]), counts(run.stats[run.stable]), this.rule);
    if (verdict.action === 'wait') return;
    const d = { by: 'controller' as const, reason: verdict.reason, version: run.canary };
    const done = verdict.action === 'abort' ? 'aborted' : 'promoted';
    try {
      await this.o.state.transition(
        (reg) => {
          const entry = reg.remotes[remote];
          if (!entry) throw new TransitionError(`${remote} is not in the registry`);
          if (entry.canary?.startedAt !== run.startedAt)
            throw new TransitionError(`${remote}'s canary changed meanwhile: nothing done`);
          if (verdict.action === 'abort') abortCanary(remote, entry, d);
          else promoteCanary(remote, entry, d);
          return entry.lastDecision;
        },
        (decision) => [
          {
            remote,
            line: `${remote} canary ${run.canary} ${done} by the controller: ${verdict.reason}`,
            ...(decision ? { decision } : {}),
          },
        ],
      );
      this.metrics.decisions.inc({ remote, action: verdict.action });
      console.log(`[controller] ${remote} canary ${run.canary} ${done}: ${verdict.reason}`);
    } catch (err) {
      // a person (or another instance) ended or replaced the canary first: that decision stands
      if (!(err instanceof TransitionError)) throw err;
    }
    await this.o.state.endRun(remote, run.startedAt);
    await this.refresh();
  }

  /** Per remote with a canary (running or the last one): versions, visits, failure rates, vitals p75. */
  status() {
    return Object.fromEntries(
      Object.entries(this.runs).map(([remote, run]) => [
        remote,
        { startedAt: run.startedAt, endedAt: run.endedAt ?? null, versions: summarize(run) },
      ]),
    );
  }

  /** The visitor's address: the edge's X-Forwarded-For (its last entry: the one the edge itself added) when trusted. */
  private clientAddress(req: IncomingMessage): string {
    const forwarded = this.o.trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : '';
    return forwarded.split(',').at(-1)?.trim() || (req.socket.remoteAddress ?? '');
  }

  /**
   * `POST /__delivery/reports`, `GET /__delivery/status` and `GET /__delivery/metrics` (Prometheus); false
   * when the path is not the controller's. A report is answered once the store has it (204), or 503 when
   * the store cannot be written: a report is idempotent (its id), so an edge may retry it on another
   * instance, and one answered 204 is never lost.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '').split('?')[0];
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (path === '/__delivery/status' && read) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(this.status()));
      return true;
    }
    if (path === '/__delivery/metrics' && read) {
      this.metrics.deciding.set(this.decider.held ? 1 : 0);
      void this.metrics.text().then(({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(body);
      });
      return true;
    }
    if (path !== '/__delivery/reports') return false;
    const answer = (status: number, text = '') => (
      res.writeHead(status, { 'Cache-Control': 'no-store' }),
      res.end(text)
    );
    const refuse = (status: number, reason: RefusalReason, text = '') => {
      this.metrics.refused.inc({ reason });
      answer(status, text);
    };
    // browsers always send Origin on a cross-origin POST; anything else is not the shell
    const refusal =
      req.method !== 'POST'
        ? ([405, 'method', ''] as const)
        : req.headers.origin !== this.o.shellOrigin
          ? ([403, 'origin', 'origin not allowed'] as const)
          : Number(req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES
            ? ([413, 'too-large', 'report too large'] as const)
            : !this.perAddress.allow(this.clientAddress(req))
              ? ([429, 'rate-address', 'too many reports'] as const)
              : null;
    if (refusal) {
      refuse(refusal[0], refusal[1], refusal[2]);
      return true;
    }
    let body = '';
    let size = 0;
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      size += Buffer.byteLength(chunk);
      if (size <= MAX_REPORT_BYTES) body += chunk;
      else if (!res.headersSent) refuse(413, 'too-large', 'report too large');
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const parsed = parseReport(body);
      if (!parsed.ok) refuse(parsed.status, 'invalid', parsed.error);
      else if (!this.perClient.allow(parsed.report.client)) refuse(429, 'rate-client', 'too many reports');
      else {
        this.metrics.accepted.inc();
        // counted, then answered; the deciding instance evaluates on its next look (tickMs): reading the
        // counts once per report would make every report pay for all the others
        this.count(parsed.report).then(
          () => answer(204),
          (err: unknown) => {
            console.error('[controller] report not stored:', err instanceof Error ? err.message : err);
            refuse(503, 'store', 'state store unavailable');
          },
        );
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
