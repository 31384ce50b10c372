import type { ShellContract } from '@broker/shared/contracts';
import { summarize, type Run } from '../delivery/controller-state';
import { envStores } from '../delivery/stores/select';
import type { Stores } from '../delivery/stores/types';
import { gateBuild } from './contract-gate';
import { readBuildInfo } from './publish';
import { beginCanary, changeCanary, promotePublished } from './registry-ops';
import { TransitionError } from './transitions';

/**
 * promote / canary: the same gate as a deploy and a rollback (`gateBuild`: contract major, lean shared
 * exports, MF runtime of the live shell), checked on the published version's own files.
 */
export async function gatePublished(key: string, version: string, contract: ShellContract): Promise<void> {
  const stores = await envStores();
  const v = (await stores.state.readRegistry()).registry.remotes[key]?.history.find((x) => x.version === version);
  if (!v) throw new TransitionError(`${key} has no published version "${version}"`);
  if (v.contractMajor !== contract.contractMajor) {
    throw new TransitionError(
      `${key} ${version} speaks contract ${v.contractMajor}, the live shell ${contract.contractMajor}: refused`,
    );
  }
  const dir = await publishedFiles(stores, key, version);
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

/**
 * The local folder of a published version's files (an object store's are downloaded and checked):
 * a version whose files are gone from the store is never made live again.
 */
export async function publishedFiles({ files }: Stores, key: string, version: string): Promise<string> {
  const dir = await files.localDir(key, version);
  if (!dir) throw new TransitionError(`${key} ${version}: its files are not in ${files.where} (deleted?): refused`);
  return dir;
}

const secsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(2);

export async function promote(key: string, version: string, contract: ShellContract): Promise<void> {
  const started = performance.now();
  await gatePublished(key, version, contract);
  const { from } = await promotePublished((await envStores()).state, key, version);
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
  await beginCanary((await envStores()).state, key, version, percent);
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
  const { state } = await envStores();
  const started = performance.now();
  if (action === 'status') {
    const [{ registry: r }, runs] = await Promise.all([state.readRegistry(), state.readRuns()]);
    const entry = r.remotes[key];
    const run = runs[key];
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
  const done = await changeCanary(state, key, action, arg);
  console.log(`${key}: ${done} in ${secsSince(started)} s`);
}
