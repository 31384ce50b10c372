import type { DeliveryReport, Registry } from '@broker/shared/contracts';
import { FAILURE_KINDS } from '@broker/shared/contracts';
import { TransitionError } from '../remote/transitions';
import { DEFAULT_RULE, type RuleOptions } from './abort-rule';
import { decideRun } from './canary-decision';
import { summarize, type Run } from './controller-state';
import { alwaysDecider, type Decider } from './decider';
import { DeliveryMetrics } from './metrics';
import { reportId } from './stores/report-id';
import type { StateStore } from './stores/types';

export interface ControllerOptions {
  /** where the counts, the registry and the log live (stores/select.ts: files or PostgreSQL) */
  state: StateStore;
  rule?: Partial<RuleOptions>;
  /** who decides (decider.ts): every instance counts, one decides; the embedded default is this one */
  decider?: Decider;
  metrics?: DeliveryMetrics;
  /** how often the deciding instance looks at every running canary (ms): counts other instances added */
  tickMs?: number;
}

/**
 * The delivery controller: counts visits and failures per remote version from the shell's reports
 * and ends a canary by itself — aborts one that fails worse than stable, promotes one that stayed clean
 * — the decision pure (canary-decision.ts), the counts and the registry in the state store (stores/),
 * the HTTP endpoint apart (controller-http.ts). Any number of instances may run: each counts the reports
 * it receives into the state store, once per report (the store refuses a report id it has), and the one
 * instance holding the decider lock (decider.ts) decides. A decision is one registry transition that names the canary it is
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

  /**
   * Counts the report into the store; the remotes whose counts it changed, when this instance decides
   * (the HTTP endpoint counts and answers; the deciding instance evaluates on its next look).
   */
  async count(r: DeliveryReport): Promise<string[]> {
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
    const decision = decideRun(remote, run, this.rule);
    if (decision.action === 'wait') return;
    try {
      await this.o.state.transition(decision.apply, (recorded) => [
        { remote, line: decision.line, ...(recorded ? { decision: recorded } : {}) },
      ]);
      this.metrics.decisions.inc({ remote, action: decision.action });
      const done = decision.action === 'abort' ? 'aborted' : 'promoted';
      console.log(`[controller] ${remote} canary ${run.canary} ${done}: ${decision.reason}`);
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
