import { join } from 'node:path';
import type { ShellContract } from '@broker/shared/contracts';
import { settings } from '../lib/env';
import { readState, summarize, type Run } from '../delivery/controller-state';
import { logDeploy } from '../delivery/deploy-log';
import { gateBuild } from './contract-gate';
import { readBuildInfo } from './publish';
import { readRegistry, updateRegistry } from './registry-file';
import {
  abortCanary,
  promoteCanary,
  promoteVersion,
  setCanaryPercent,
  startCanary,
  TransitionError,
} from './transitions';

/**
 * promote / canary: the same gate as a deploy and a rollback (`gateBuild`: contract major, lean shared
 * exports, MF runtime of the live shell), checked on the published version's own files.
 */
export async function gatePublished(key: string, version: string, contract: ShellContract): Promise<void> {
  const v = (await readRegistry(settings().cdnDir)).remotes[key]?.history.find((x) => x.version === version);
  if (!v) throw new TransitionError(`${key} has no published version "${version}"`);
  if (v.contractMajor !== contract.contractMajor) {
    throw new TransitionError(
      `${key} ${version} speaks contract ${v.contractMajor}, the live shell ${contract.contractMajor}: refused`,
    );
  }
  const dir = join(settings().cdnDir, key, version);
  // a version published before build-info.json existed has only the registry's major to go by (as rollback)
  if (
    await readBuildInfo(dir).then(
      () => true,
      () => false,
    )
  ) {
    const gate = await gateBuild(dir, key, contract);
    if (gate.refusal) throw new TransitionError(`${key} ${version} ${gate.refusal}: refused`);
  }
}

const secsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(2);

export async function promote(key: string, version: string, contract: ShellContract): Promise<void> {
  const started = performance.now();
  await gatePublished(key, version, contract);
  let from = '';
  await updateRegistry(settings().cdnDir, (r) => {
    const entry = r.remotes[key];
    if (!entry) throw new TransitionError(`${key} has never been deployed`);
    ({ from } = promoteVersion(key, entry, version));
    return r;
  });
  await logDeploy(settings().cdnDir, `${key} ${version} promoted (was ${from}) by a person`);
  console.log(`${key}: ${from} → ${version} (promote) in ${secsSince(started)} s`);
}

export async function startCanaryOf(
  key: string,
  version: string,
  percent: number,
  contract?: ShellContract,
): Promise<void> {
  const started = performance.now();
  if (contract) await gatePublished(key, version, contract); // a fresh deploy passed the gates already
  await updateRegistry(settings().cdnDir, (r) => {
    const entry = r.remotes[key];
    if (!entry) throw new TransitionError(`${key} has never been deployed`);
    startCanary(key, entry, version, percent);
    return r;
  });
  await logDeploy(settings().cdnDir, `${key} canary ${version} started at ${percent} %`);
  console.log(`${key}: canary ${version} for ${percent} % of browsers (${secsSince(started)} s)`);
}

export function describeRun(run: Run): string[] {
  const rate = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)} %`);
  const ms = (x: number | null) => (x === null ? '-' : `${Math.round(x)} ms`);
  return summarize(run).map(
    (s) =>
      `${s.role.padEnd(6)} ${s.version}  visits ${s.visits}  failed ${s.failed} (${rate(s.failureRate)})  ` +
      `p75 LCP ${ms(s.p75.LCP)}  INP ${ms(s.p75.INP)}  CLS ${s.p75.CLS === null ? '-' : s.p75.CLS.toFixed(3)}`,
  );
}

export async function canary(key: string, action: string | undefined, arg: string | undefined): Promise<void> {
  const { cdnDir } = settings();
  const started = performance.now();
  if (action === 'status') {
    const [r, state] = await Promise.all([readRegistry(cdnDir), readState(cdnDir)]);
    const entry = r.remotes[key];
    const run = state.runs[key];
    if (entry?.canary)
      console.log(`${key}: canary ${entry.canary.version} at ${entry.canary.percent} %, stable ${entry.canary.stable}`);
    else console.log(`${key}: no canary running${run ? ' (last one below)' : ''}`);
    if (run) for (const line of describeRun(run)) console.log(`  ${line}`);
    const d = entry?.lastDecision;
    if (d) console.log(`  last decision: ${d.action} ${d.version} by ${d.by} at ${d.at}: ${d.reason}`);
    return;
  }
  if (action !== 'promote' && action !== 'abort' && action !== 'set')
    throw new TransitionError(`usage: pnpm remote canary ${key} status|promote|abort|set <percent>`);
  let done = '';
  await updateRegistry(cdnDir, (r) => {
    const entry = r.remotes[key];
    if (!entry) throw new TransitionError(`${key} has never been deployed`);
    const d = { by: 'human' as const, reason: 'by command' };
    if (action === 'set') {
      setCanaryPercent(key, entry, Number(arg));
      done = `canary ${entry.canary?.version} now at ${arg} %`;
    } else if (action === 'promote') {
      const { from, to } = promoteCanary(key, entry, d);
      done = `canary ${to} promoted (was ${from})`;
    } else {
      done = `canary ${abortCanary(key, entry, d).version} aborted, everyone on ${entry.live}`;
    }
    return r;
  });
  await logDeploy(cdnDir, `${key} ${done} by a person`);
  console.log(`${key}: ${done} in ${secsSince(started)} s`);
}
