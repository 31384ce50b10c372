/**
 * What ops scrape from a delivery controller (Prometheus text format, `prom-client`): visits and
 * failed visits per remote / version / role as the controller counted them (a report counted once,
 * whichever instance received it: only the instance whose store write counted it increments), the
 * decisions it took, the reports it refused and why, and whether this instance is the one deciding.
 * Counters are per process: Prometheus sums the instances (`sum by (remote, version, role)`).
 */
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

export type RefusalReason = 'method' | 'origin' | 'too-large' | 'rate-address' | 'rate-client' | 'invalid' | 'store';

export class DeliveryMetrics {
  readonly registry = new Registry();
  readonly visits = new Counter({
    name: 'delivery_visits_total',
    help: 'Visits counted per remote version (role: canary or stable of the running canary)',
    labelNames: ['remote', 'version', 'role'] as const,
    registers: [this.registry],
  });
  readonly failedVisits = new Counter({
    name: 'delivery_failed_visits_total',
    help: 'Visits that reported a failure of the version (a visit counts once)',
    labelNames: ['remote', 'version', 'role'] as const,
    registers: [this.registry],
  });
  readonly decisions = new Counter({
    name: 'delivery_decisions_total',
    help: 'Canaries ended by this controller instance',
    labelNames: ['remote', 'action'] as const,
    registers: [this.registry],
  });
  readonly refused = new Counter({
    name: 'delivery_reports_refused_total',
    help: 'Reports refused, by reason (origin, too-large, rate-address, rate-client, invalid, method, store)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly accepted = new Counter({
    name: 'delivery_reports_accepted_total',
    help: 'Reports accepted (counted or not: a report about no running canary is accepted and ignored)',
    registers: [this.registry],
  });
  readonly deciding = new Gauge({
    name: 'delivery_controller_deciding',
    help: '1 while this instance holds the decider lock (exactly one instance should)',
    registers: [this.registry],
  });

  constructor(o: { processMetrics?: boolean } = {}) {
    // CPU, memory, event-loop lag of the process: only where the process is the controller's own
    if (o.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** A report the store counted: one visit, or one failed visit, of `version` in `role`. */
  counted(remote: string, version: string, role: 'canary' | 'stable', failed: boolean): void {
    (failed ? this.failedVisits : this.visits).inc({ remote, version, role });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
