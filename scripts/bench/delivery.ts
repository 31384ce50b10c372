/**
 * Times what ops care about: deploying one remote (build + publish + flip) and rolling it back.
 *   npx tsx scripts/bench/delivery.ts [remote] [--runs N]
 * Works on a scratch CDN folder (.tmp/bench-cdn) and builds into .tmp/bench-builds, so neither a
 * running `npm start` nor the remotes' own dist/ folders are touched. Each run builds a release with
 * another BUILD_LABEL (a real new version). Wall time includes starting the CLI, as ops would see it.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/env';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' } },
});
const remote = positionals[0] ?? 'mfe-signing';
const runs = Number(values.runs);
const env = { ...process.env, CDN_DIR: '.tmp/bench-cdn' };

function cli(args: string[], extra: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  // a scratch CDN no shell serves: gate against the local shell build
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/remote/cli.ts', ...args, '--shell-build', 'shell/dist'],
    { cwd: ROOT, env: { ...env, ...extra }, encoding: 'utf8' },
  );
  const secs = (performance.now() - started) / 1000;
  if (res.status !== 0) throw new Error(`remote ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
  process.stdout.write(`    ${res.stdout.trim()}\n`);
  return secs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(2)} s (runs: ${xs.map((x) => x.toFixed(2)).join(', ')})`;

rmSync(join(ROOT, '.tmp/bench-cdn'), { recursive: true, force: true });
console.log(`baseline: publishing the current build of ${remote} to .tmp/bench-cdn`);
cli(['deploy', remote, '--no-build']);

const deploys: number[] = [];
const rollbacks: number[] = [];
for (let i = 1; i <= runs; i++) {
  console.log(`run ${i}/${runs}`);
  deploys.push(cli(['deploy', remote, '--out', '.tmp/bench-builds'], { BUILD_LABEL: `bench-${Date.now()}` }));
  rollbacks.push(cli(['rollback', remote]));
}
console.log(`\ndeploy of ${remote} (build + publish + flip): ${fmt(deploys)}`);
console.log(`rollback of ${remote} (pointer only):          ${fmt(rollbacks)}`);
