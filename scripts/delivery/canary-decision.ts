/**
 * What the deciding controller does about one canary run — pure: the rule's verdict on the run's counts
 * (abort-rule.ts) and the registry change that carries it out, applied inside the state store's
 * transition (controller.ts). The change names the run it is about: a canary a person (or another
 * instance) ended or replaced meanwhile makes it refuse (TransitionError), so no canary is ended twice.
 */
import type { Registry, RegistryRemote } from '@broker/shared/contracts';
import { abortCanary, promoteCanary, TransitionError, type Decision } from '../remote/transitions';
import { decide, type RuleOptions } from './abort-rule';
import { counts, type Run } from './controller-state';

export type CanaryDecision =
  | { action: 'wait'; reason: string }
  | {
      action: 'abort' | 'promote';
      reason: string;
      /** the deploy log's line */
      line: string;
      /** the registry change: the decision it recorded (the entry's lastDecision) */
      apply(registry: Registry): RegistryRemote['lastDecision'];
    };

export function decideRun(remote: string, run: Run, rule: RuleOptions): CanaryDecision {
  const verdict = decide(counts(run.stats[run.canary]), counts(run.stats[run.stable]), rule);
  if (verdict.action === 'wait') return { action: 'wait', reason: verdict.reason };
  const { action, reason } = verdict;
  const d: Decision = { by: 'controller', reason, version: run.canary };
  return {
    action,
    reason,
    line: `${remote} canary ${run.canary} ${action === 'abort' ? 'aborted' : 'promoted'} by the controller: ${reason}`,
    apply(registry) {
      const entry = registry.remotes[remote];
      if (!entry) throw new TransitionError(`${remote} is not in the registry`);
      if (entry.canary?.startedAt !== run.startedAt)
        throw new TransitionError(`${remote}'s canary changed meanwhile: nothing done`);
      if (action === 'abort') abortCanary(remote, entry, d);
      else promoteCanary(remote, entry, d);
      return entry.lastDecision;
    },
  };
}
